import { ZBindAccount, ZSendBindCode, ZSetFundPassword, ZUpdatePassword } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { queryClient } from '../api/query-client';
import { firstError } from '../auth/first-error';
import { showInvalid } from '../notify/show-failure';
import {
  bindAccountRequest,
  sendBindCodeRequest,
  setFundPasswordRequest,
  updateIconRequest,
  updatePasswordRequest,
  uploadAvatarRequest,
} from './account-api';
import { runAction } from './run-action';

function refreshProfile(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['profile'] });
}

function rejects(key: TMessageKey | null): boolean {
  if (key) showInvalid(key);
  return Boolean(key);
}

/** Changes the login password: old (≥ 6), new (8-24, letter first), repeat, match (SPEC §5). */
export async function changeLoginPassword(input: { oldPwd: string; password: string; password1: string }): Promise<boolean> {
  if (rejects(firstError(ZUpdatePassword, input))) return false;
  return runAction('progress.modifying', () => updatePasswordRequest(input));
}

/**
 * Sets the 6-digit fund password, or changes it: a change needs the old one (the server insists,
 * so a stolen session cannot replace it), and with two-factor log-in on, the authenticator's code
 * (or a recovery code) too.
 */
export async function saveFundPassword(
  input: { oldPwd: string; password: string; password1: string; code?: string },
  hasOld: boolean,
  isTotpOn = false,
): Promise<boolean> {
  if (hasOld && rejects(input.oldPwd.trim() ? null : 'enterOldFundPassword')) return false;
  if (rejects(firstError(ZSetFundPassword, input))) return false;
  if (isTotpOn && rejects(input.code?.trim() ? null : 'totpRequired')) return false;
  const code = isTotpOn ? (input.code ?? '').trim() : '';
  const ok = await runAction('progress.modifying', () => setFundPasswordRequest({ ...input, oldPwd: hasOld ? input.oldPwd : '', code }));
  if (ok) await refreshProfile();
  return ok;
}

export type TBindInput = { account: string; areaCode: string; code: string };

/** The bind target as the calls take it: e-mail alone, or number with its area code. */
function bindTarget(input: TBindInput, isPhone: boolean) {
  return { account: input.account.trim(), areaCode: isPhone ? input.areaCode.trim() : '' };
}

export function bindCodeError(input: TBindInput, isPhone: boolean): TMessageKey | null {
  return firstError(ZSendBindCode, bindTarget(input, isPhone));
}

export function sendBindCode(input: TBindInput, isPhone: boolean) {
  return sendBindCodeRequest(bindTarget(input, isPhone));
}

/** Binds the e-mail or phone the account lacks, with the code sent to it. */
export async function bindAccount(input: TBindInput, isPhone: boolean): Promise<boolean> {
  const params = { ...bindTarget(input, isPhone), code: input.code.trim() };
  if (rejects(firstError(ZBindAccount, params))) return false;
  const ok = await runAction('progress.submitting', () => bindAccountRequest(params));
  if (ok) await refreshProfile();
  return ok;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Uploads an avatar image and makes it the user's icon. */
export async function changeAvatar(file: File): Promise<boolean> {
  if (rejects(IMAGE_TYPES.includes(file.type) ? null : 'fileTypeInvalid')) return false;
  const ok = await runAction('progress.submitting', async () => {
    const uploaded = await uploadAvatarRequest(file);
    return updateIconRequest(uploaded.data.url);
  });
  if (ok) await refreshProfile();
  return ok;
}
