import { fileUploadCall, kycInfoCall, kycSubmitCall, type TKycInfo } from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';

export type { TKycInfo };
export type TKycRequest = { realName: string; idNumber: string; idCountry: string; frontImage: string; backImage: string };

/** POST /user/realNameAuthentication/info: the caller's state, the rejection reason, the latest submission. */
export async function fetchKycInfo(): Promise<TKycInfo> {
  return bbCall(kycInfoCall);
}

/** POST /user/realNameAuthentication: submits for review; answers the new state and the server's message. */
export async function submitKycRequest(input: TKycRequest): Promise<{ info: TKycInfo; message: string }> {
  const { data, msg } = await bbCallAnswer(kycSubmitCall, input);
  return { info: data, message: msg };
}

/** POST /file/upload with type=kyc: a private ID photo (only its owner and operators can see it). */
export async function uploadKycPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { id } = await bbCall(fileUploadCall, { type: 'kyc' }, { form });
  return id;
}
