import { formatAmount } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import type { Transaction } from 'kysely';
import type { TransactionReceipt } from 'viem';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps.js';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TChainTxsTable } from '../../platform/db/schema-chain.js';
import type { Selectable } from 'kysely';
import { enqueue } from '../../platform/jobs/enqueue.js';
import { defineJob } from '../../platform/jobs/job-types.js';
import { raiseOperatorAlert } from '../../platform/jobs/operator-alerts.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { postTransaction, type TPosting } from '../ledger/post-transaction.js';
import { notify } from '../messages/notify.js';
import { BUMP_JOB, COLD_JOB, SWEEP_JOB, TRACK_JOB } from './chain-jobs.js';
import { chainRepository } from './chain.repository.js';
import { withdrawalsRepository } from '../withdrawals/withdrawals.repository.js';
import type { TChainService } from './chain-service.js';
import type { TChainAsset } from './chain-setup.js';

type TTx = Selectable<TChainTxsTable>;

/** How long a sent transaction may stay unmined before it is signed again with a higher fee. */
export const DROPPED_AFTER_MS = 60_000;

const HOT = system('chain_hot_wallet');
const DEPOSIT_WALLETS = system('chain_deposit_wallets');

/** Wei → ledger units of the native coin, rounded up (a fee booked is never less than the fee paid). */
function feeUnits(native: TChainAsset, wei: bigint): bigint {
  const step = 10n ** BigInt(native.decimals - native.scale);
  return (wei + step - 1n) / step;
}

/** A system-only ledger transaction, when it moves anything (a zero fee books nothing). */
async function post(tx: Transaction<TDatabase>, now: number, type: 'chain_gas', reference: string, memo: string, postings: TPosting[]) {
  if (postings.some((p) => p.amount !== 0n)) await postTransaction(tx, now, { type, reference, userId: null, memo, postings });
}

/**
 * `chain.track` (any jobs process): broadcasts the newest attempt of a signed transaction (again
 * on every check: sending a transaction the node has is harmless), and once one attempt of its
 * nonce is mined with the confirmations its asset needs, books the outcome in the same database
 * transaction as the guarded change of its status (sent → confirmed | failed), so it is booked
 * once: a withdrawal paid or returned (never both), a sweep into the hot wallet, a gas top-up,
 * a move to the cold wallet, and the network fee the sender paid. Not mined after
 * DROPPED_AFTER_MS (dropped, or stuck below the price miners take): the signer signs it again, same nonce, higher fee.
 * Each check queues the next one.
 */
export function trackJob(deps: TDeps, chain: TChainService, options: { checkMs?: number; droppedAfterMs?: number } = {}) {
  const { client, setup } = chain;
  const native = setup.assets.find((a) => a.contract === null)!;
  const checkMs = options.checkMs ?? setup.pollMs;
  const droppedAfterMs = options.droppedAfterMs ?? setup.droppedAfterMs ?? DROPPED_AFTER_MS;

  async function again(tx: Transaction<TDatabase>, hash: string, check: number, delayMs = checkMs) {
    await enqueue(tx, deps.clock, { kind: TRACK_JOB, key: `${hash}:${check + 1}`, payload: { hash, check: check + 1 }, dueAt: deps.clock.now() + delayMs, maxAttempts: 'unlimited' });
  }

  async function book(tx: Transaction<TDatabase>, row: TTx, receipt: TransactionReceipt, now: number) {
    const isSuccess = receipt.status === 'success';
    const gasWei = receipt.gasUsed * receipt.effectiveGasPrice;
    await chainRepository.markReplaced(tx, row.from_address, row.nonce, row.id, now);
    const gas = feeUnits(native, gasWei);
    const reference = `chain-tx:${row.hash}`;
    const gasPostings = (payer: typeof HOT): TPosting[] => (gas > 0n ? [{ account: payer, asset: native.currency, amount: gas }, { account: system('fees'), asset: native.currency, amount: -gas }] : []);
    switch (row.purpose) {
      case 'withdrawal': {
        const withdrawal = await withdrawalsRepository.settleSending(tx, BigInt(row.ref), { isPaid: isSuccess, txHash: row.hash, reason: isSuccess ? '' : translate('en-US', 'chainWithdrawalFailed') });
        if (!withdrawal) break;
        const total = withdrawal.amount + withdrawal.fee;
        await postTransaction(tx, now, {
          type: isSuccess ? 'withdrawal_paid' : 'withdrawal_rejected',
          reference: `withdrawal:${withdrawal.id}`,
          userId: withdrawal.user_id,
          memo: row.hash,
          postings: isSuccess
            ? [
                { account: frozen(withdrawal.user_id), asset: withdrawal.currency, amount: -total },
                { account: HOT, asset: withdrawal.currency, amount: withdrawal.amount },
                ...(withdrawal.fee > 0n ? [{ account: system('fees'), asset: withdrawal.currency, amount: withdrawal.fee }] : []),
              ]
            : [
                { account: frozen(withdrawal.user_id), asset: withdrawal.currency, amount: -total },
                { account: available(withdrawal.user_id), asset: withdrawal.currency, amount: total },
              ],
        });
        const said = { withdrawalId: String(withdrawal.id), coin: withdrawal.currency, amount: formatAmount(withdrawal.amount, withdrawal.currency) };
        if (isSuccess) await notify(tx, { userId: withdrawal.user_id, kind: 'withdrawalPaid', params: { ...said, txHash: row.hash }, ref: `withdrawal:${withdrawal.id}`, now: BigInt(now) });
        else await notify(tx, { userId: withdrawal.user_id, kind: 'withdrawalRejected', params: { ...said, reason: withdrawal.reason }, ref: `withdrawal:${withdrawal.id}`, now: BigInt(now) });
        await post(tx, now, 'chain_gas', reference, 'withdrawal', gasPostings(HOT));
        break;
      }
      case 'sweep': {
        if (!isSuccess) {
          // Its fee was paid by the deposit address (out of credited money for ETH, out of the top-up for a token).
          if (row.currency === native.currency) await post(tx, now, 'chain_gas', reference, 'sweep failed', gasPostings(DEPOSIT_WALLETS));
          await raiseOperatorAlert(tx, { subject: `chain-sweep:${row.ref}`, kind: 'chain-sweep', detail: `the sweep of deposit ${row.ref} failed on chain (${row.hash})`, now });
          break;
        }
        const isNative = row.currency === native.currency;
        const postings: TPosting[] = [
          { account: DEPOSIT_WALLETS, asset: row.currency, amount: row.amount },
          // An ETH sweep sends the deposit less its own fee: the fee is booked to fees from the deposit wallets.
          { account: HOT, asset: row.currency, amount: -(isNative ? row.amount - gas : row.amount) },
          ...(isNative && gas > 0n ? [{ account: system('fees'), asset: native.currency, amount: -gas }] : []),
        ];
        await postTransaction(tx, now, { type: 'chain_sweep', reference, userId: null, memo: `deposit ${row.ref}`, postings });
        await chainRepository.markSwept(tx, BigInt(row.ref));
        if (setup.coldAddress) await enqueue(tx, deps.clock, { kind: COLD_JOB, key: `after:${row.hash}`, payload: { currency: row.currency }, dueAt: now });
        break;
      }
      case 'topup': {
        // The gas money sent to a deposit address, and the fee of sending it, are network fees.
        const spent = isSuccess ? row.amount + gas : gas;
        await post(tx, now, 'chain_gas', reference, `gas for deposit ${row.ref}`, [{ account: HOT, asset: native.currency, amount: spent }, { account: system('fees'), asset: native.currency, amount: -spent }]);
        await enqueue(tx, deps.clock, { kind: SWEEP_JOB, key: `after-topup:${row.hash}`, payload: { depositId: row.ref }, dueAt: now, maxAttempts: 'unlimited' });
        break;
      }
      case 'cold': {
        if (isSuccess) {
          await postTransaction(tx, now, {
            type: 'chain_cold',
            reference,
            userId: null,
            memo: row.hash,
            postings: [
              { account: HOT, asset: row.currency, amount: row.amount },
              { account: system('chain_cold_wallet'), asset: row.currency, amount: -row.amount },
            ],
          });
        }
        await post(tx, now, 'chain_gas', `${reference}:fee`, 'cold', gasPostings(HOT));
        break;
      }
    }
  }

  return defineJob({
    kind: TRACK_JOB,
    payload: z.object({ hash: z.string().regex(/^0x[0-9a-f]{64}$/), check: z.number().int().min(0) }),
    isSettlement: true,
    async run(job, tx) {
      const row = await chainRepository.txByHash(tx, job.payload.hash);
      if (!row || row.status !== 'sent') return;
      const attempts = await chainRepository.attempts(tx, row.from_address, row.nonce);
      if (attempts.some((a) => a.status === 'confirmed' || a.status === 'failed')) return;
      const latest = attempts[attempts.length - 1];
      // Only the newest attempt's tracker carries on (a bump queued a tracker of its own).
      if (latest.hash !== row.hash) return;
      await client.sendRawTransaction({ serializedTransaction: latest.raw as `0x${string}` }).catch(() => undefined);
      let mined: { row: TTx; receipt: TransactionReceipt } | null = null;
      for (const attempt of attempts) {
        const receipt = await client.getTransactionReceipt({ hash: attempt.hash as `0x${string}` }).catch(() => null);
        if (receipt) mined = { row: attempt, receipt };
      }
      const now = deps.clock.now();
      if (mined) {
        const head = await client.getBlockNumber();
        const seen = head - mined.receipt.blockNumber + 1n;
        const required = await chain.required(tx, row.currency);
        if (seen < BigInt(required)) return again(tx, row.hash, job.payload.check);
        const isSettled = await chainRepository.settleTx(tx, mined.row.id, { isSuccess: mined.receipt.status === 'success', blockNumber: mined.receipt.blockNumber, gasCost: mined.receipt.gasUsed * mined.receipt.effectiveGasPrice, now });
        if (!isSettled) return;
        await book(tx, { ...mined.row }, mined.receipt, now);
        return;
      }
      // Not mined for too long (dropped by the node, or priced below what miners take): the signer signs
      // it again with the same nonce and a higher fee, so whichever is mined, only one pays.
      if (now - Number(latest.created_at) >= droppedAfterMs) {
        await enqueue(tx, deps.clock, { kind: BUMP_JOB, key: latest.hash, payload: { hash: latest.hash }, dueAt: now, maxAttempts: 'unlimited' });
      }
      return again(tx, row.hash, job.payload.check);
    },
  });
}
