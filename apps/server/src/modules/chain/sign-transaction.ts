import { encodeFunctionData, erc20Abi, keccak256, type Address, type PublicClient } from 'viem';
import type { HDAccount } from 'viem/accounts';
import type { Transaction } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import type { TChainTxPurpose } from '../../platform/db/schema-chain.js';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { chainRepository } from './chain.repository.js';
import type { TChainAsset } from './chain-setup.js';
import { TRACK_JOB } from './chain-jobs.js';

/** Gas of a plain ETH transfer, and the limit given to a token transfer (enough for a standard ERC-20). */
export const ETH_TRANSFER_GAS = 21_000n;
export const TOKEN_TRANSFER_GAS = 100_000n;

/**
 * Gas prices are rounded up to a multiple of 10^7 wei (0.01 gwei): then an ETH transfer's fee
 * (21,000 × price) is a whole number of ledger units (10^10 wei at ETH's scale of 8), so the
 * hot wallet's ledger balance follows its balance on chain exactly.
 */
export const GAS_PRICE_STEP = 10_000_000n;

export const roundGasPrice = (wei: bigint) => ((wei + GAS_PRICE_STEP - 1n) / GAS_PRICE_STEP) * GAS_PRICE_STEP;

export type TSignRequest = {
  purpose: TChainTxPurpose;
  ref: string;
  account: HDAccount;
  to: Address;
  asset: TChainAsset;
  /** Ledger units (what the books move). */
  amount: bigint;
  /** Base units on chain (wei, or the token's). */
  value: bigint;
  gasPrice: bigint;
  /** An attempt replacing an earlier one keeps its nonce. */
  nonce?: bigint;
  attempt?: bigint;
};

/**
 * Signs one legacy transaction and records it, in the caller's (the signer job's) transaction:
 * the nonce is taken from chain_nonces there, so two withdrawals signed at once never share one,
 * and a crash before the commit takes no nonce and records nothing. The same transaction queues
 * its tracking (broadcast and confirmations), so a signed transaction is always sent: no nonce is
 * left as a gap. Returns the hash.
 */
export async function signAndRecord(tx: Transaction<TDatabase>, client: PublicClient, clock: TClock, request: TSignRequest): Promise<`0x${string}`> {
  const from = request.account.address;
  const nonce = request.nonce ?? (await chainRepository.takeNonce(tx, from, BigInt(await client.getTransactionCount({ address: from, blockTag: 'pending' }))));
  const chainId = await client.getChainId();
  const isToken = request.asset.contract !== null;
  const gas = isToken ? TOKEN_TRANSFER_GAS : ETH_TRANSFER_GAS;
  const raw = await request.account.signTransaction({
    type: 'legacy',
    chainId,
    nonce: Number(nonce),
    gas,
    gasPrice: request.gasPrice,
    to: isToken ? request.asset.contract! : request.to,
    value: isToken ? 0n : request.value,
    data: isToken ? encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [request.to, request.value] }) : undefined,
  });
  const hash = keccak256(raw);
  const now = BigInt(clock.now());
  await chainRepository.insertTx(tx, {
      purpose: request.purpose,
      ref: request.ref,
      from_address: from,
      to_address: request.to,
      currency: request.asset.currency,
      amount: request.amount,
      value: request.value.toString(),
      nonce,
      attempt: request.attempt ?? 1n,
      gas_price: request.gasPrice.toString(),
      gas_limit: gas,
      hash,
      raw,
      status: 'sent',
      block_number: null,
      created_at: now,
      updated_at: now,
    });
  await enqueue(tx, clock, { kind: TRACK_JOB, key: `${hash}:0`, payload: { hash, check: 0 }, dueAt: clock.now(), maxAttempts: 'unlimited' });
  return hash;
}
