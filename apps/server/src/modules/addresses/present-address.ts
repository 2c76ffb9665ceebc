import type { Selectable } from 'kysely';
import type { TAddressesTable } from '../../platform/db/schema-ledger.js';

/** An address-book entry as its owner sees it. */
export function presentAddress(row: Selectable<TAddressesTable>) {
  return { id: Number(row.id), currency: row.currency, chain: row.chain, address: row.address, remark: row.remark, time: Number(row.created_at) };
}
