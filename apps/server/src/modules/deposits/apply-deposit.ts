import { findChain, REVIEW_STATUS, unitsOf, type TDepositApply } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import type { TDeps } from '../../platform/deps.js';
import { runIdempotent, type TIdempotencyKey } from '../../platform/idempotency.js';
import { filesRepository } from '../files/files.repository.js';
import { depositsRepository } from './deposits.repository.js';
import { presentDeposit } from './present-deposit.js';

/**
 * The deposit address of a chain with what its QR code encodes, the minimum and the confirmations.
 * On a watched chain (modules/chain) it is derived from the deposit xpub and the exchange credits
 * what arrives by itself; elsewhere it is the provider's, and a deposit is declared with a proof.
 */
export async function depositAddress(deps: TDeps, userId: bigint, currency: string, chainName: string) {
  const chain = findChain(currency, chainName)!;
  const watched = deps.chain?.asset(currency, chain.chain) ?? null;
  if (watched && deps.chain) {
    const address = await deps.chain.depositAddress(deps.db, userId, deps.clock.now());
    return {
      currency: currency.toUpperCase(),
      chain: chain.chain,
      address,
      memo: '',
      qrContent: address,
      minDeposit: chain.depositMin,
      confirmations: await deps.chain.required(deps.db, watched.currency),
      network: deps.chain.setup.network,
      contract: watched.contract ?? '',
      watched: true,
    };
  }
  const target = deps.depositAddresses.addressFor(userId, currency.toUpperCase(), chain.chain);
  if (!target) throw new AppError('depositAddressUnavailable');
  return {
    currency: currency.toUpperCase(),
    chain: chain.chain,
    address: target.address,
    memo: target.memo,
    qrContent: target.address,
    minDeposit: chain.depositMin,
    confirmations: chain.confirmations,
    network: chain.chain,
    contract: '',
    watched: false,
  };
}

/**
 * A deposit declared by the user with its payment proof (an image the same user uploaded),
 * pending review. Below the chain's minimum it is refused outright (SPEC §9: not credited).
 */
export async function applyDeposit(deps: TDeps, userId: bigint, input: TDepositApply, idempotencyKey: TIdempotencyKey | null) {
  const chain = findChain(input.currency, input.chain)!;
  // A watched chain credits what arrives by itself: nothing to declare.
  if (deps.chain?.asset(input.currency, chain.chain)) throw new AppError('depositWatched');
  // The schema checked the amount at the asset's scale and within the money module's bounds.
  const amount = unitsOf(input.amount, input.currency);
  if (amount < unitsOf(chain.depositMin, input.currency)) throw new AppError('amountBelowMinimum');
  const proofId = input.proof.replace(/^.*\/bb\/file\//, '');
  const proof = await filesRepository.findById(deps.db, proofId);
  if (!proof || proof.owner_id !== userId) throw new AppError('uploadProof');
  const address = await depositAddress(deps, userId, input.currency, input.chain);
  return runIdempotent(deps, `user:${userId}`, idempotencyKey, 'deposit', async (tx) => {
    const row = await depositsRepository.insert(tx, {
      user_id: userId,
      currency: address.currency,
      chain: address.chain,
      address: address.address,
      amount,
      proof: `/bb/file/${proof.id}`,
      tx_hash: input.txHash,
      status: BigInt(REVIEW_STATUS.pending),
      reason: '',
      reviewed_by: null,
      reviewed_at: null,
      created_at: BigInt(deps.clock.now()),
    });
    return presentDeposit(row);
  });
}
