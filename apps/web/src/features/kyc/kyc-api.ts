import { kycInfoCall, kycSubmitCall, type TKycInfo } from '@exchange/contracts';
import { checked } from '../api/checked';
import { call } from '../api/http';

export type { TKycInfo };
export type TKycRequest = { realName: string; idNumber: string; idCountry: string; frontImage: string; backImage: string };

/** POST /user/realNameAuthentication/info: the caller's state, the rejection reason, the latest submission. */
export async function fetchKycInfo(): Promise<TKycInfo> {
  const { data } = await call<unknown>(kycInfoCall.path);
  return checked(kycInfoCall.response, data);
}

/** POST /user/realNameAuthentication: submits for review; answers the new state and the server's message. */
export async function submitKycRequest(input: TKycRequest): Promise<{ info: TKycInfo; message: string }> {
  const { data, msg } = await call<unknown>(kycSubmitCall.path, { params: input });
  return { info: checked(kycSubmitCall.response, data), message: msg };
}

/** POST /file/upload with type=kyc: a private ID photo (only its owner and operators can see it). */
export async function uploadKycPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await call<{ id: string }>('/file/upload', { form, params: { type: 'kyc' } });
  return data.id;
}
