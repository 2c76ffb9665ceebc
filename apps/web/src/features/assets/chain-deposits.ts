import { ZChainDeposit, type TChainDeposit } from '@exchange/contracts';
import type { TRecordPage } from './assets-types';

/** One page of the deposits seen on watched chains (POST /user/deposit/chainList). */
export type TChainDepositPage = TRecordPage<TChainDeposit>;

/**
 * A push of the private `deposits` topic, checked against its schema where it enters the client
 * (STYLE.md "checks at the client boundary"); null when it is not a deposit, so a malformed push
 * changes nothing on screen.
 */
export function chainDepositOf(tick: unknown): TChainDeposit | null {
  const parsed = ZChainDeposit.safeParse(tick);
  return parsed.success ? parsed.data : null;
}

/** Whether a deposit belongs to a list filtered by currency ('' = every currency); the server compares in any case too. */
export function isOfCurrency(deposit: TChainDeposit, currency: string): boolean {
  return currency === '' || deposit.currency.toUpperCase() === currency.toUpperCase();
}

/** Newest first, as the server lists them: by the time it was first seen, then by id. */
function newestFirst(a: TChainDeposit, b: TChainDeposit): number {
  return b.time - a.time || b.id - a.id;
}

/**
 * Folds one push into a loaded page of `currency`: a known row takes the pushed state (a new
 * confirmation, credited, below the minimum); a `removed` one (its block left the chain before it
 * was credited) leaves the list; a new one goes on top of the first page, which keeps its size. A
 * later page only updates the rows it shows: a new deposit belongs on the first. Returns the same
 * page when nothing changes, so the cache does not re-render for another currency's push.
 */
export function mergeChainDeposit(page: TChainDepositPage | undefined, push: TChainDeposit, currency: string): TChainDepositPage | undefined {
  if (!page || !isOfCurrency(push, currency)) return page;
  const at = page.list.findIndex((row) => row.id === push.id);
  if (push.status === 'removed') {
    if (at < 0) return page;
    return { ...page, list: page.list.filter((row) => row.id !== push.id), totalRow: Math.max(0, page.totalRow - 1) };
  }
  if (at >= 0) return { ...page, list: page.list.map((row) => (row.id === push.id ? push : row)) };
  if (page.pageNo !== 1) return page;
  const list = [push, ...page.list].sort(newestFirst).slice(0, page.pageSize);
  return { ...page, list, totalRow: page.totalRow + 1 };
}

/** The rows a list shows: a `removed` row is never one (the server lists none; a push removes its row). */
export function shownChainDeposits(page: TChainDepositPage | undefined): TChainDeposit[] {
  return page ? page.list.filter((row) => row.status !== 'removed') : [];
}

export type TChainDepositTone = 'progress' | 'done' | 'warning';

/**
 * A deposit's status as a catalog key, its values and a tone: "Confirming 3/12" (never more
 * confirmations than required on screen: the watcher keeps counting after the credit), "Credited",
 * "Below the minimum, not credited".
 */
export function chainDepositStatus(deposit: TChainDeposit): { key: string; values: Record<string, number>; tone: TChainDepositTone } {
  if (deposit.status === 'credited') return { key: 'assets.chain.credited', values: {}, tone: 'done' };
  if (deposit.status === 'belowMinimum') return { key: 'assets.chain.belowMinimum', values: {}, tone: 'warning' };
  if (deposit.status === 'removed') return { key: 'assets.chain.removed', values: {}, tone: 'warning' };
  return { key: 'assets.chain.confirming', values: { done: Math.min(deposit.confirmations, deposit.required), required: deposit.required }, tone: 'progress' };
}

/** A transaction hash cut to its ends ("0x12ab56…9f3e4d21", or "0x12ab…4d21" compact), to fit a row; the full one goes in a title. */
export function shortHash(hash: string, isCompact = false): string {
  const [head, tail] = isCompact ? [6, 4] : [10, 8];
  return hash.length <= head + tail + 2 ? hash : `${hash.slice(0, head)}…${hash.slice(-tail)}`;
}
