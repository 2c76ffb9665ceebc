import { checkAddress, checkSecurityCode, findChain, isDestinationChange, type TAddressEdit } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { addressesRepository } from './addresses.repository.js';
import { proveAddressChange } from './address-guard.js';
import { presentAddress } from './present-address.js';

/**
 * Edits one of the user's own entries: the address (empty keeps it) and the remark, which is the
 * memo on EOS and XRP. A change of either (of where money goes) needs the same proofs as an add
 * (address-guard.ts), asked after the new values pass their checks; a note on other chains is only
 * a note and needs none. Throws noData for an entry that is not the caller's, addressExists when it
 * would duplicate another, enterFundPassword / enterCode when a needed proof is missing.
 */
export async function editAddress(deps: TDeps, userId: bigint, input: TAddressEdit) {
  const row = await addressesRepository.findOwned(deps.db, userId, BigInt(input.id));
  if (!row) throw new AppError('noData');
  const address = input.address || row.address;
  const failure = checkAddress(row.currency, row.chain, address, input.remark);
  if (failure) throw new AppError(failure);
  const twin = await addressesRepository.findByAddress(deps.db, userId, row.currency, row.chain, address);
  if (twin && twin.id !== row.id) throw new AppError('addressExists');
  const needsMemo = findChain(row.currency, row.chain)?.needsMemo ?? false;
  if (isDestinationChange(row, { address, remark: input.remark }, needsMemo)) {
    if (!input.fundPwd) throw new AppError('enterFundPassword');
    const codeProblem = checkSecurityCode(input.code);
    if (codeProblem) throw new AppError(codeProblem);
    await proveAddressChange(deps, userId, input);
  }
  const updated = await addressesRepository.updateOwned(deps.db, userId, row.id, { address, remark: input.remark, updated_at: BigInt(deps.clock.now()) });
  if (!updated) throw new AppError('noData');
  return presentAddress(updated);
}
