import { ZPriceProtection } from '@exchange/contracts';

/** What the price protection cut from a market order, as the form tells it (web key orderConfirm.cutNotice). */
export type TCutNotice = { filled: string; base: string; unfilled: string; coin: string };

/**
 * The cut of a placed order, read from the place answer where it enters the client (its
 * `priceProtection`, checked by the contracts schema), or null when nothing was cut or the answer
 * does not carry it. The fields other than `priceProtection` are the order of trade-types.ts.
 */
export function cutNoticeOf(order: { filled: string; base: string } & Record<string, unknown>): TCutNotice | null {
  const read = ZPriceProtection.safeParse(order.priceProtection ?? null);
  if (!read.success || !read.data) return null;
  return { filled: order.filled, base: order.base, unfilled: read.data.unfilled, coin: read.data.unfilledCoin };
}
