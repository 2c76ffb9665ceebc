import type { z } from 'zod';
import type { ZFlashRecords } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/paging.js';
import { presentRecord, type TQuoteRow } from './flash-present.js';

/** /flash/records: the caller's done conversions, newest first, paged; only those from or to `currency` when given. */
export function listFlashRecords(deps: Pick<TDeps, 'db'>, userId: bigint, input: z.output<typeof ZFlashRecords>) {
  const currency = input.currency.toUpperCase();
  let query = deps.db.selectFrom('flash_quotes').where('user_id', '=', userId).where('status', '=', 'done');
  if (currency) query = query.where((eb) => eb.or([eb('from_coin', '=', currency), eb('to_coin', '=', currency)]));
  return pageOf<'flash_quotes', TQuoteRow, ReturnType<typeof presentRecord>>(query, input, presentRecord);
}

