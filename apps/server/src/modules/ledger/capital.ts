import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { accountKey, system, type TAccountRef } from './accounts.js';
import { postTransaction, type TLedgerType } from './post-transaction.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * Books capital an operator paid in (a house, the earn account…) through the ledger like any
 * deposit, never minted: deposit clearing goes negative by what came in, `account` goes up. The
 * reference names the payment and is booked once (unique per type): returns false when it was
 * booked already, so the same payment sent twice counts once.
 */
export async function bookCapitalPayment(
  tx: TDb,
  now: number,
  input: { type: TLedgerType; account: TAccountRef; asset: string; amount: bigint; reference: string; memo: string },
): Promise<boolean> {
  if (input.amount <= 0n) throw new Error('capital: the amount must be positive');
  const done = await tx.selectFrom('ledger_transactions').select('id').where('type', '=', input.type).where('reference', '=', input.reference).executeTakeFirst();
  if (done) return false;
  await postTransaction(tx, now, {
    type: input.type,
    reference: input.reference,
    memo: input.memo,
    postings: [
      { account: system('deposit_clearing'), asset: input.asset, amount: -input.amount },
      { account: input.account, asset: input.asset, amount: input.amount },
    ],
  });
  return true;
}

/** The balance of a system account (one of a family with `id`) in an asset; 0 when it never moved. */
export async function systemAccountBalance(db: TDb, account: TAccountRef, asset: string): Promise<bigint> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(account)).where('asset', '=', asset).executeTakeFirst();
  return row?.balance ?? 0n;
}
