import { findMarket } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { spotRepository } from '../spot/spot.repository.js';

/** The invitation code of the market maker's history account (market-maker.ts): it trades in generated history only. */
export const HISTORY_ACCOUNT_CODE = 'MTAKER';

/**
 * Up to when a market's trades are generated demo history (backfill.ts): the time after the last
 * order of the history account in that market, or null when it has none. That account trades in
 * generated history only (the live market maker quotes from its other account and never trades
 * with itself), so every trade before this time that it took part in is generated, and none after.
 * Throws marketNotFound.
 */
export async function generatedHistory(deps: Pick<TDeps, 'db'>, input: { symbol: string }): Promise<{ symbol: string; until: number | null }> {
  const market = findMarket(input.symbol);
  if (!market) throw new AppError('marketNotFound');
  const account = await accountsRepository.findByInvitationCode(deps.db, HISTORY_ACCOUNT_CODE);
  if (!account) return { symbol: market.symbol, until: null };
  const last = await spotRepository.lastOrderAt(deps.db, account.id, market.symbol);
  return { symbol: market.symbol, until: last === null ? null : last + 1 };
}
