import type { Kysely, Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { accountKey, type TAccountRef } from './accounts.js';

/** An account's cached balance of one asset (0 when it was never opened): the one way modules read a balance. */
export async function accountBalance(db: Kysely<TDatabase> | Transaction<TDatabase>, account: TAccountRef, asset: string): Promise<bigint> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(account)).where('asset', '=', asset).executeTakeFirst();
  return row?.balance ?? 0n;
}
