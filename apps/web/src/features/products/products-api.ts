import '../validation/zod-jitless';
import { productAcceptCall, productListCall, type TProduct, type TProductCode } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { call } from '../api/http';
import { i18n } from '../locale/i18n';

/** /product/list's answer: the caller's country and KYC level, and every product with its access. */
export type TProductList = { country: string | null; kycLevel: number; list: TProduct[] };

/**
 * The answer checked against the contracts' response schema where it enters the client: a gate must
 * never open or close on a shape it misread (an unexpected answer is a failure, shown as such).
 */
function checked<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, data: unknown): T {
  const read = schema.safeParse(data);
  if (!read.success) throw new ApiError(i18n.t('msg:error'), null);
  return read.data;
}

/** POST /product/list: with a session it answers for the user, without one for a visitor. */
export async function fetchProducts(): Promise<TProductList> {
  const { data } = await call<unknown>(productListCall.path);
  return checked(productListCall.response, data);
}

/** POST /product/accept: records the accepted disclosure version; answers the product and the server's message. */
export async function acceptDisclosureRequest(product: TProductCode, version: number): Promise<{ product: TProduct; msg: string }> {
  const { data, msg } = await call<unknown>(productAcceptCall.path, { params: { product, version: String(version) } });
  return { product: checked(productAcceptCall.response, data), msg };
}
