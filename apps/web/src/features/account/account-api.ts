import { bindAccountCall, fileUploadCall, sendBindCodeCall, setFundPasswordCall, updateIconCall, updatePasswordCall } from '@exchange/contracts';
import { bbCallAnswer } from '../api/bb-call';

export function updatePasswordRequest(params: { oldPwd: string; password: string; password1: string }) {
  return bbCallAnswer(updatePasswordCall, params);
}

export function setFundPasswordRequest(params: { oldPwd: string; password: string; password1: string; code?: string }) {
  return bbCallAnswer(setFundPasswordCall, params);
}

/** Bind: `account` is an e-mail, or a national phone number with `areaCode`. */
export function sendBindCodeRequest(params: { account: string; areaCode: string }) {
  return bbCallAnswer(sendBindCodeCall, params);
}

export function bindAccountRequest(params: { account: string; areaCode: string; code: string }) {
  return bbCallAnswer(bindAccountCall, params);
}

/** POST /file/upload (multipart field `file`, type=avatar) → the stored image's id and URL. */
export function uploadAvatarRequest(file: File) {
  const form = new FormData();
  form.append('file', file);
  return bbCallAnswer(fileUploadCall, { type: 'avatar' }, { form });
}

export function updateIconRequest(icon: string) {
  return bbCallAnswer(updateIconCall, { icon });
}
