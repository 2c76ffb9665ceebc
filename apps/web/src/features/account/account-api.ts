import type { TProfile } from '@exchange/contracts';
import { call } from '../api/http';

export function updatePasswordRequest(params: { oldPwd: string; password: string; password1: string }) {
  return call<null>('/user/updatePwd', { params });
}

export function setFundPasswordRequest(params: { oldPwd: string; password: string; password1: string }) {
  return call<null>('/user/setTransactionPwd', { params });
}

/** Bind: `account` is an e-mail, or a national phone number with `areaCode`. */
export function sendBindCodeRequest(params: { account: string; areaCode: string }) {
  return call<null>('/user/sendBindAccountCode', { params });
}

export function bindAccountRequest(params: { account: string; areaCode: string; code: string }) {
  return call<null>('/user/bindAccount', { params });
}

/** POST /file/upload (multipart field `file`, type=avatar) → the stored image's id and URL. */
export function uploadAvatarRequest(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call<{ id: string; url: string }>('/file/upload', { form, params: { type: 'avatar' } });
}

export function updateIconRequest(icon: string) {
  return call<TProfile>('/user/updateIcon', { params: { icon } });
}
