import type { TWalletBalances } from './trade-types';

type TBalancePush = { list: { currency: string; wallet: string; available: string; frozen: string }[] };

/**
 * An `accounts` push (the assets an order or fill changed) into the coin wallet: available and
 * frozen are replaced; the USDT valuation is left to the next load (it is display only).
 */
export function mergeBalances(current: TWalletBalances | undefined, push: TBalancePush): TWalletBalances | undefined {
  if (!current) return current;
  const changed = new Map(push.list.filter((b) => b.wallet === current.wallet).map((b) => [b.currency, b]));
  if (changed.size === 0) return current;
  return {
    ...current,
    list: current.list.map((b) => {
      const next = changed.get(b.currency);
      return next ? { ...b, available: next.available, frozen: next.frozen } : b;
    }),
  };
}

/** The available balance of one coin as a decimal string ("0" when unknown). */
export function availableOf(balances: TWalletBalances | undefined, currency: string): string {
  return balances?.list.find((b) => b.currency === currency)?.available ?? '0';
}
