import type { Kysely, Transaction } from 'kysely';
import type { TWallet } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';

type TDbOrTx = Kysely<TDatabase> | Transaction<TDatabase>;

export const ledgerRepository = {
  /** A user's balances in one wallet: one row per asset and bucket that has ever moved. */
  walletBalances(db: TDbOrTx, userId: bigint, wallet: TWallet) {
    return db
      .selectFrom('ledger_accounts')
      .select(['asset', 'bucket', 'balance'])
      .where('user_id', '=', userId)
      .where('wallet', '=', wallet)
      .execute();
  },
};
