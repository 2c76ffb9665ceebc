import { apiKeyCreateCall, readIpList, type TApiKey } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { fundPasswordInputError } from '../assets/amount-rules';
import { codeError, type TProofCodeMode } from '../two-factor/code-mode';
import type { TApiKeyCreateInput, TApiKeyUpdateInput } from './api-keys-api';

/**
 * The API key forms as data (STYLE.md, the dYdX model): the creation and the change of a key, each a
 * draft, its errors and what it sends. Every rule is the server's (packages/contracts key-calls.ts,
 * the same label schema and address reader), so the form says exactly what the server would; the
 * server checks them all again.
 */
export type TApiKeyField = 'label' | 'publicKey' | 'ipAllow' | 'fundPwd' | 'code';
export type TApiKeyError = { field: TApiKeyField; key: TMessageKey };

export type TApiKeyDraft = {
  label: string;
  kind: TApiKey['kind'];
  /** Ed25519 only: the public key in PEM, as the user's own tool wrote it. */
  publicKey: string;
  canTrade: boolean;
  /** Addresses as typed (commas, spaces or new lines); '' allows any. */
  ipAllow: string;
  fundPwd: string;
  code: string;
};

export const EMPTY_DRAFT: TApiKeyDraft = { label: '', kind: 'hmac', publicKey: '', canTrade: false, ipAllow: '', fundPwd: '', code: '' };

export type TApiKeyEditDraft = Pick<TApiKeyDraft, 'label' | 'canTrade' | 'ipAllow' | 'fundPwd' | 'code'> & { canWithdraw: boolean };

/** The longest public key the server reads (its schema's bound). */
export const PUBLIC_KEY_MAX = 1000;
/** What the address field holds at most: 30 IPv6 addresses and their separators. */
export const IP_TEXT_MAX = 2000;

/** An Ed25519 public key in SPKI DER: this 12-byte header, then the 32-byte key. */
const ED25519_SPKI_HEADER = [0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00];
const PEM = /^-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----$/;

/** The label rule, from the call's own schema (1 to 40 characters, no < or >). */
export function labelError(label: string): TMessageKey | null {
  const read = apiKeyCreateCall.request.shape.label.safeParse(label);
  return read.success ? null : 'apiKeyLabelInvalid';
}

/**
 * True for an Ed25519 public key in PEM: the header and footer, and a body that is the 44 bytes of
 * an Ed25519 SPKI key. An RSA or EC key, or a private key pasted by mistake, is refused here before
 * the proofs are spent (the server reads it again with node:crypto).
 */
export function isEd25519PublicKeyPem(text: string): boolean {
  const match = PEM.exec(text.trim());
  if (!match || text.length > PUBLIC_KEY_MAX) return false;
  try {
    const der = atob(match[1].replace(/\s/g, ''));
    return der.length === 44 && ED25519_SPKI_HEADER.every((byte, i) => der.charCodeAt(i) === byte);
  } catch {
    return false;
  }
}

/** The addresses as the server will keep them (deduplicated, in order), or null when some is not an address. */
export function ipsOf(text: string): string[] | null {
  return readIpList(text).ips ?? null;
}

/** The fund password and code, checked as the server checks them (the code as the user's mode asks). */
function proofErrors(draft: { fundPwd: string; code: string }, mode: TProofCodeMode): TApiKeyError[] {
  const errors: TApiKeyError[] = [];
  const fundPwd = fundPasswordInputError(draft.fundPwd);
  if (fundPwd) errors.push({ field: 'fundPwd', key: fundPwd });
  const code = codeError(mode, draft.code);
  if (code) errors.push({ field: 'code', key: code });
  return errors;
}

/** Every rule a creation breaks, in the order of the form; empty when it can be sent. */
export function createErrors(draft: TApiKeyDraft, mode: TProofCodeMode): TApiKeyError[] {
  const errors: TApiKeyError[] = [];
  const label = labelError(draft.label);
  if (label) errors.push({ field: 'label', key: label });
  if (draft.kind === 'ed25519' && !isEd25519PublicKeyPem(draft.publicKey)) errors.push({ field: 'publicKey', key: 'apiKeyPublicKeyInvalid' });
  if (!ipsOf(draft.ipAllow)) errors.push({ field: 'ipAllow', key: 'apiKeyIpInvalid' });
  return [...errors, ...proofErrors(draft, mode)];
}

/** A creation as sent: trimmed, the addresses in one form, no public key for an HMAC key. */
export function createInput(draft: TApiKeyDraft): TApiKeyCreateInput {
  return {
    label: draft.label.trim(),
    kind: draft.kind,
    publicKey: draft.kind === 'ed25519' ? draft.publicKey.trim() : '',
    canTrade: draft.canTrade ? '1' : '0',
    ipAllow: (ipsOf(draft.ipAllow) ?? []).join(','),
    fundPwd: draft.fundPwd.trim(),
    code: draft.code.trim(),
  };
}

/** The change form of a key, filled with what it is now. */
export function editDraftOf(key: TApiKey): TApiKeyEditDraft {
  return { label: key.label, canTrade: key.canTrade, canWithdraw: key.canWithdraw, ipAllow: key.ipAllow.join(', '), fundPwd: '', code: '' };
}

/** True when the change turns the withdrawal permission on: only that needs the fund password and a code. */
export function isWithdrawTurnedOn(draft: TApiKeyEditDraft, key: TApiKey): boolean {
  return draft.canWithdraw && !key.canWithdraw;
}

/** Every rule a change breaks; the proofs only when it turns withdrawal on. */
export function editErrors(draft: TApiKeyEditDraft, key: TApiKey, mode: TProofCodeMode): TApiKeyError[] {
  const errors: TApiKeyError[] = [];
  const label = labelError(draft.label);
  if (label) errors.push({ field: 'label', key: label });
  if (!ipsOf(draft.ipAllow)) errors.push({ field: 'ipAllow', key: 'apiKeyIpInvalid' });
  return isWithdrawTurnedOn(draft, key) ? [...errors, ...proofErrors(draft, mode)] : errors;
}

const flag = (on: boolean) => (on ? '1' : '0');

/** A change as sent: the id and only what differs from the key, with the proofs when withdrawal is turned on. */
export function editInput(draft: TApiKeyEditDraft, key: TApiKey): TApiKeyUpdateInput {
  const input: TApiKeyUpdateInput = { id: key.id };
  const label = draft.label.trim();
  if (label !== key.label) input.label = label;
  if (draft.canTrade !== key.canTrade) input.canTrade = flag(draft.canTrade);
  if (draft.canWithdraw !== key.canWithdraw) input.canWithdraw = flag(draft.canWithdraw);
  const ips = (ipsOf(draft.ipAllow) ?? []).join(',');
  if (ips !== key.ipAllow.join(',')) input.ipAllow = ips;
  if (isWithdrawTurnedOn(draft, key)) Object.assign(input, { fundPwd: draft.fundPwd.trim(), code: draft.code.trim() });
  return input;
}

/** True when the change would send nothing but the id. */
export function isUnchanged(input: TApiKeyUpdateInput): boolean {
  return Object.keys(input).length === 1;
}

/** The first error of a field, if any. */
export function errorOf(errors: TApiKeyError[], field: TApiKeyField): TMessageKey | null {
  return errors.find((e) => e.field === field)?.key ?? null;
}

/** How to make an Ed25519 key pair and print its public key, as the form shows it (commands are not translated). */
export const ED25519_COMMANDS = 'openssl genpkey -algorithm ed25519 -out private.pem\nopenssl pkey -in private.pem -pubout';

/** A kind's name as shown: the algorithm's own name, the same in every language. */
export const KIND_NAMES: Record<TApiKey['kind'], string> = { hmac: 'HMAC', ed25519: 'Ed25519' };
