import { productAcceptCall, productListCall, type TProduct, type TProductCode } from '@exchange/contracts';
import { checked } from '../api/checked';
import { call } from '../api/http';

/** /product/list's answer: the caller's country and KYC level, and every product with its access. */
export type TProductList = { country: string | null; kycLevel: number; list: TProduct[] };

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
