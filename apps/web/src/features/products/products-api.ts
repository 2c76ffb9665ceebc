import { productAcceptCall, productListCall, type TProduct, type TProductCode } from '@exchange/contracts';
import { bbCall, bbCallAnswer } from '../api/bb-call';

/** /product/list's answer: the caller's country and KYC level, and every product with its access. */
export type TProductList = { country: string | null; kycLevel: number; list: TProduct[] };

/** POST /product/list: with a session it answers for the user, without one for a visitor. */
export async function fetchProducts(): Promise<TProductList> {
  return bbCall(productListCall);
}

/** POST /product/accept: records the accepted disclosure version; answers the product and the server's message. */
export async function acceptDisclosureRequest(product: TProductCode, version: number): Promise<{ product: TProduct; msg: string }> {
  const { data, msg } = await bbCallAnswer(productAcceptCall, { product, version: String(version) });
  return { product: data, msg };
}
