import { DEMO_FUNDS, formatAmount, unitsOf } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { lockUserRow } from '../accounts/accounts.repository.js';
import { available, system } from '../ledger/accounts.js';
import { bookCapitalPayment } from '../ledger/capital.js';
import { hasFunding } from '../ledger/ledger.repository.js';
import { postTransaction } from '../ledger/post-transaction.js';

/** Where demo funds come from: a guarded system account (never below zero), filled by operator capital. */
export const DEMO_FAUCET = system('demo_faucet');

/** What the demo seed pays into the faucet once per database: ten thousand claims' worth of each asset. */
const DEMO_FAUCET_CLAIMS = 10_000n;

const DAY_MS = 86_400_000;

/** The UTC day of `now` (YYYY-MM-DD): a claim's day, and part of its ledger reference. */
const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The next UTC midnight after `now`: when a user who claimed today may claim again. */
const nextUtcMidnight = (now: number): number => Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;

/** One claim per user and UTC day: the ledger's unique (type, reference) holds it even past the lock. */
const referenceOf = (userId: bigint, now: number): string => `demo-funds:${userId}:${utcDay(now)}`;

const amounts = () => DEMO_FUNDS.map((f) => ({ currency: f.currency, amount: f.amount }));

export type TDemoFunds = { offered: boolean; amounts: { currency: string; amount: string }[]; nextAt: number | null };

/** Whether the user can claim now, what a claim pays, and when the next one is possible. */
export async function demoFundsStatus(deps: Pick<TDeps, 'db' | 'clock' | 'config'>, userId: bigint): Promise<TDemoFunds> {
  if (!deps.config.isDemo) return { offered: false, amounts: [], nextAt: null };
  const now = deps.clock.now();
  const isClaimed = await hasFunding(deps.db, 'demo_funds', referenceOf(userId, now));
  return { offered: true, amounts: amounts(), nextAt: isClaimed ? nextUtcMidnight(now) : null };
}

/**
 * Pays DEMO_FUNDS into the user's coin account from the demo faucet, as one balanced ledger
 * transaction, once per UTC day. The user's row is locked first (PostgreSQL; SQLite has one writer),
 * so of several claims sent at once exactly one pays; the faucet is guarded, so an empty faucet pays
 * nothing at all (demoFaucetEmpty) rather than part.
 * @throws AppError demoFundsOff (production), demoFundsClaimed (today's are paid), demoFaucetEmpty
 */
export async function claimDemoFunds(deps: Pick<TDeps, 'db' | 'clock' | 'config'>, userId: bigint): Promise<TDemoFunds> {
  if (!deps.config.isDemo) throw new AppError('demoFundsOff');
  const now = deps.clock.now();
  const reference = referenceOf(userId, now);
  await deps.db.transaction().execute(async (tx) => {
    await lockUserRow(tx, userId);
    if (await hasFunding(tx, 'demo_funds', reference)) throw new AppError('demoFundsClaimed', { vars: { time: '00:00' } });
    await postTransaction(tx, now, {
      type: 'demo_funds',
      reference,
      memo: 'demo funds',
      postings: DEMO_FUNDS.flatMap((f) => {
        const units = unitsOf(f.amount, f.currency);
        return [
          { account: DEMO_FAUCET, asset: f.currency, amount: -units },
          { account: available(userId), asset: f.currency, amount: units },
        ];
      }),
    });
  });
  return { offered: true, amounts: amounts(), nextAt: nextUtcMidnight(now) };
}

/**
 * Demo mode: operator capital paid into the faucet through the ledger (deposit clearing goes
 * negative by it, never minted), once per database and asset (the reference is booked once).
 */
export async function fundDemoFaucet(deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    for (const f of DEMO_FUNDS) {
      const amount = unitsOf(f.amount, f.currency) * DEMO_FAUCET_CLAIMS;
      await bookCapitalPayment(tx, deps.clock.now(), { type: 'operator_capital', account: DEMO_FAUCET, asset: f.currency, amount, reference: `demo-faucet:demo:${f.currency}`, memo: `demo capital: ${formatAmount(amount, f.currency)} ${f.currency}` });
    }
  });
}
