import type { TAddressAdd } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { addressesRepository } from './addresses.repository.js';
import { proveAddressChange } from './address-guard.js';
import { presentAddress } from './present-address.js';

/** A user keeps at most this many addresses. */
const MAX_ADDRESSES = 100;

/**
 * Adds an address to the user's book (the schema checked it for its chain). Refused before any
 * proof is spent when it is already there or the book is full; then the fund password and the
 * 'address' code (address-guard.ts). Two identical adds at once: the unique index lets one in.
 */
export async function addAddress(deps: TDeps, userId: bigint, input: TAddressAdd) {
  const currency = input.currency.toUpperCase();
  const chain = input.chain.toUpperCase();
  if (await addressesRepository.findByAddress(deps.db, userId, currency, chain, input.address)) throw new AppError('addressExists');
  if ((await addressesRepository.count(deps.db, userId)) >= MAX_ADDRESSES) throw new AppError('tooManyRequests');
  await proveAddressChange(deps, userId, input);
  const now = BigInt(deps.clock.now());
  const row = await addressesRepository.insertUnlessExists(deps.db, { user_id: userId, currency, chain, address: input.address, remark: input.remark, created_at: now, updated_at: now });
  // A twin request that won the race already added it: the unique index decides.
  if (!row) throw new AppError('addressExists');
  return presentAddress(row);
}
