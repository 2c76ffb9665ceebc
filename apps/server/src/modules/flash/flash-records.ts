import type { z } from 'zod';
import type { ZFlashRecords } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { pageOf } from '../../platform/db/paging.js';
import { presentRecord, type TQuoteRow } from './flash-present.js';
import { flashRepository } from './flash.repository.js';

/** /flash/records: the caller's done conversions, newest first, paged; only those from or to `currency` when given. */
export function listFlashRecords(deps: Pick<TDeps, 'db'>, userId: bigint, input: z.output<typeof ZFlashRecords>) {
  const currency = input.currency.toUpperCase();
  return pageOf<'flash_quotes', TQuoteRow, ReturnType<typeof presentRecord>>(flashRepository.doneQuotes(deps.db, userId, currency), input, presentRecord);
}

