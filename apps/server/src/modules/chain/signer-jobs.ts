import { unitsOf, WITHDRAWAL_STATUS } from '@exchange/contracts';
import { erc20Abi, getAddress, type PublicClient } from 'viem';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { defineJob, PermanentJobError, type TJobHandler } from '../../platform/jobs/job-types.js';
import { balanceOf as ledgerBalanceOf } from '../ledger/ledger.repository.js';
import { system } from '../ledger/accounts.js';
import { paramsRepository } from '../params/params.repository.js';
import type { signerKeys } from './hd-keys.js';
import { toChainUnits, type TChainSetup, type TChainAsset } from './chain-setup.js';
import { chainRepository } from './chain.repository.js';
import { withdrawalsRepository } from '../withdrawals/withdrawals.repository.js';
import { BUMP_JOB, COLD_JOB, SWEEP_JOB, WITHDRAW_JOB } from './chain-jobs.js';
import { hotMaxParam } from './chain-service.js';
import { ETH_TRANSFER_GAS, GAS_PRICE_STEP, roundGasPrice, signAndRecord, TOKEN_TRANSFER_GAS } from './sign-transaction.js';

export type TSignerContext = { db: Kysely<TDatabase>; clock: TClock; client: PublicClient; setup: TChainSetup; keys: ReturnType<typeof signerKeys> };

/** Not enough on chain to send it yet: the job is tried again later (it is a settlement: unlimited tries). */
class WaitForFunds extends Error {}

const ZId = z.object({ depositId: z.string().regex(/^\d+$/) });

async function gasPrice(client: PublicClient) {
  return roundGasPrice(await client.getGasPrice());
}

function assetOf(setup: TChainSetup, currency: string): TChainAsset {
  const asset = setup.assets.find((a) => a.currency === currency);
  if (!asset) throw new PermanentJobError(`${currency} is not watched on this chain`);
  return asset;
}

async function balanceOf(client: PublicClient, asset: TChainAsset, address: `0x${string}`): Promise<bigint> {
  if (!asset.contract) return client.getBalance({ address, blockTag: 'pending' });
  return client.readContract({ address: asset.contract, abi: erc20Abi, functionName: 'balanceOf', args: [address], blockTag: 'pending' });
}

/**
 * The signer's jobs (cli/signer.ts runs them; no other process has the keys). Each signs in the
 * job's transaction (sign-transaction.ts): committed with its record and its tracking, or not at all.
 */
export function signerJobs(ctx: TSignerContext): TJobHandler<any>[] {
  const { client, setup, keys, clock } = ctx;

  /** A credited deposit into the hot wallet; a token deposit first gets its gas from the hot wallet. */
  const sweep = defineJob({
    kind: SWEEP_JOB,
    payload: ZId,
    isSettlement: true,
    async run(job, tx) {
      const deposit = await chainRepository.depositById(tx, BigInt(job.payload.depositId));
      if (!deposit || deposit.status !== 'credited' || deposit.swept === 1n) return;
      const ref = String(deposit.id);
      const swept = await chainRepository.txsFor(tx, 'sweep', ref);
      if (swept.some((t) => t.status !== 'failed' && t.status !== 'replaced')) return;
      const asset = assetOf(setup, deposit.currency);
      const account = keys.depositAccount(deposit.user_id);
      if (getAddress(account.address) !== getAddress(deposit.address)) throw new PermanentJobError(`deposit ${deposit.id}: the signer's key does not match ${deposit.address}`);
      const price = await gasPrice(client);
      const value = toChainUnits(asset, deposit.amount)!;
      if (!asset.contract) {
        const fee = ETH_TRANSFER_GAS * price;
        // Worth less than its own fee: it stays where it is (still the exchange's, in deposit wallets).
        if (value <= fee) return;
        await signAndRecord(tx, client, clock, { purpose: 'sweep', ref, account, to: setup.hotAddress, asset, amount: deposit.amount, value: value - fee, gasPrice: price });
        return;
      }
      // A token's transfer is paid for by a top-up from the hot wallet, sent first and confirmed:
      // the address's other ETH (deposits of its owner, confirming or credited) is never spent on it.
      const topUps = await chainRepository.txsFor(tx, 'topup', ref);
      const funded = topUps.find((t) => t.status === 'confirmed');
      if (!funded) {
        if (topUps.some((t) => t.status === 'sent')) return;
        const native = setup.assets.find((a) => a.contract === null)!;
        // Rounded up to whole ledger units of ETH, so the books follow the chain exactly.
        const step = 10n ** BigInt(native.decimals - native.scale);
        const topUp = ((TOKEN_TRANSFER_GAS * price + step - 1n) / step) * step;
        const hotEth = await client.getBalance({ address: keys.hot.address, blockTag: 'pending' });
        if (hotEth < topUp + ETH_TRANSFER_GAS * price) throw new WaitForFunds(`the hot wallet has no ETH for the gas of deposit ${deposit.id}'s sweep`);
        await signAndRecord(tx, client, clock, { purpose: 'topup', ref, account: keys.hot, to: account.address, asset: native, amount: topUp / step, value: topUp, gasPrice: price });
        return;
      }
      // At the price the top-up paid for, so its fee never exceeds the top-up.
      const paidPrice = (BigInt(funded.value) / TOKEN_TRANSFER_GAS / GAS_PRICE_STEP) * GAS_PRICE_STEP;
      await signAndRecord(tx, client, clock, { purpose: 'sweep', ref, account, to: setup.hotAddress, asset, amount: deposit.amount, value, gasPrice: paidPrice });
    },
  });

  /** An approved withdrawal from the hot wallet, once (one recorded transaction per withdrawal). */
  const withdraw = defineJob({
    kind: WITHDRAW_JOB,
    payload: z.object({ withdrawalId: z.string().regex(/^\d+$/) }),
    isSettlement: true,
    async run(job, tx) {
      const row = await withdrawalsRepository.findById(tx, BigInt(job.payload.withdrawalId));
      if (!row || Number(row.status) !== WITHDRAWAL_STATUS.sending) return;
      const ref = String(row.id);
      if ((await chainRepository.txsFor(tx, 'withdrawal', ref)).length > 0) return;
      const asset = assetOf(setup, row.currency);
      const value = toChainUnits(asset, row.amount);
      if (value === null) throw new PermanentJobError(`withdrawal ${row.id}: ${row.amount} has more decimals than ${row.currency} on chain`);
      const price = await gasPrice(client);
      const gasCost = (asset.contract ? TOKEN_TRANSFER_GAS : ETH_TRANSFER_GAS) * price;
      const have = await balanceOf(client, asset, keys.hot.address);
      const eth = asset.contract ? await client.getBalance({ address: keys.hot.address, blockTag: 'pending' }) : have;
      if (have < (asset.contract ? value : value + gasCost) || eth < gasCost) throw new WaitForFunds(`the hot wallet cannot pay withdrawal ${row.id} yet`);
      const hash = await signAndRecord(tx, client, clock, { purpose: 'withdrawal', ref, account: keys.hot, to: getAddress(row.address), asset, amount: row.amount, value, gasPrice: price });
      await withdrawalsRepository.setTxHash(tx, row.id, hash);
    },
  });

  /** A dropped transaction signed again: same nonce (so at most one of them is ever mined), a quarter more fee. */
  const bump = defineJob({
    kind: BUMP_JOB,
    payload: z.object({ hash: z.string() }),
    isSettlement: true,
    async run(job, tx) {
      const old = await chainRepository.txByHash(tx, job.payload.hash);
      if (!old || old.status !== 'sent') return;
      const newer = (await chainRepository.attempts(tx, old.from_address, old.nonce)).some((a) => a.attempt > old.attempt);
      if (newer) return;
      const account = old.from_address === keys.hot.address ? keys.hot : null;
      const deposit = account ? null : await chainRepository.depositById(tx, BigInt(old.ref));
      const signer = account ?? (deposit ? keys.depositAccount(deposit.user_id) : null);
      if (!signer) throw new PermanentJobError(`no key for ${old.from_address}`);
      const price = roundGasPrice(BigInt(old.gas_price) + BigInt(old.gas_price) / 4n);
      const current = await gasPrice(client);
      const asset = assetOf(setup, old.currency);
      const gasPriceNew = price > current ? price : current;
      // An ETH sweep pays its own fee out of the value: a higher fee sends that much less.
      const value = old.purpose === 'sweep' && !asset.contract ? BigInt(old.value) - ETH_TRANSFER_GAS * (gasPriceNew - BigInt(old.gas_price)) : BigInt(old.value);
      const hash = await signAndRecord(tx, client, clock, {
        purpose: old.purpose,
        ref: old.ref,
        account: signer,
        to: getAddress(old.to_address),
        asset,
        amount: old.amount,
        value,
        gasPrice: gasPriceNew,
        nonce: old.nonce,
        attempt: old.attempt + 1n,
      });
      if (old.purpose === 'withdrawal') await withdrawalsRepository.setTxHash(tx, BigInt(old.ref), hash);
    },
  });

  /** The hot wallet's surplus above its ceiling (parameter chain_hot_max_<asset>) to the cold address. */
  const cold = defineJob({
    kind: COLD_JOB,
    payload: z.object({ currency: z.string() }),
    async run(job, tx) {
      if (!setup.coldAddress) return;
      const asset = assetOf(setup, job.payload.currency);
      const ceiling = await paramsRepository.get(tx, hotMaxParam(asset.currency));
      if (!ceiling || !/^\d+(\.\d+)?$/.test(ceiling)) return;
      const max = unitsOf(ceiling, asset.currency);
      const balance = await ledgerBalanceOf(tx, system('chain_hot_wallet'), asset.currency);
      const held = -balance;
      // Leave room for what is on its way out, and move whole token units only.
      if (held <= max) return;
      if ((await chainRepository.inFlight(tx, keys.hot.address)) > 0) return;
      const surplus = held - max;
      const value = toChainUnits(asset, surplus);
      if (value === null || value <= 0n) return;
      const price = await gasPrice(client);
      await signAndRecord(tx, client, clock, { purpose: 'cold', ref: `${asset.currency}:${job.key}`, account: keys.hot, to: setup.coldAddress, asset, amount: surplus, value, gasPrice: price });
    },
  });

  return [sweep, withdraw, bump, cold];
}
