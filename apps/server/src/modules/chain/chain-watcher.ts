import { findChain, unitsOf, formatAmount, DEPOSITS_TOPIC } from '@exchange/contracts';
import { getAddress, parseAbiItem, type Hash } from 'viem';
import type { Transaction } from 'kysely';
import type { TDeps } from '../../platform/deps.js';
import type { TDatabase } from '../../platform/db/schema.js';
import { holdLease, processOwnerId, releaseLease } from '../../platform/leases.js';
import { raiseOperatorAlert } from '../../platform/jobs/operator-alerts.js';
import { available, system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { hasFunding } from '../ledger/ledger.repository.js';
import { notify } from '../messages/notify.js';
import { earnCashbacks } from '../invites/earn-cashback.js';
import { chainRepository, ETHEREUM_CURSOR as CURSOR, type TChainDepositRow } from './chain.repository.js';
import { toLedgerUnits, type TChainAsset } from './chain-setup.js';
import type { TChainService } from './chain-service.js';
import { presentChainDeposit } from './present-chain-deposit.js';
import { SWEEP_JOB } from './chain-jobs.js';

export const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
const LEASE = 'chain-watcher';
/** Canonical blocks kept to find a fork (deeper re-organisations than this are an operator's to look at). */
const KEEP_BLOCKS = 256n;
/** Blocks processed per poll, so a long catch-up still yields to the stop and the lease renewal. */
const BATCH = 50;

export const depositsTopic = (userId: bigint) => `user.${userId}.${DEPOSITS_TOPIC}`;

type TSeen = { userId: bigint; asset: TChainAsset; address: string; sender: string; txHash: string; logIndex: bigint; value: bigint };

export type TChainWatcher = {
  /** Processes the blocks the node has beyond the cursor (at most `limit`); the number processed. Tests call it by hand. */
  pollOnce(limit?: number): Promise<number>;
  /** Polls every `pollMs` while this process holds the watcher's lease (one watcher per database). */
  start(): void;
  stop(): Promise<void>;
};

/**
 * The chain watcher (issue 28): follows the node block by block from its cursor. Each block is
 * one database transaction: the block's hash (to find forks), the transfers to deposit addresses
 * it holds (ETH sent by transactions that succeeded, ERC-20 `Transfer` logs of the watched
 * tokens), the cursor moved to it, and the credits of the deposits that reach their confirmation
 * count with it. A kill -9 at any moment leaves either the whole block or none of it, so a restart
 * resumes from the cursor without missing or repeating one; (tx_hash, log_index) is unique and
 * a credit is a guarded status change plus a ledger transaction with a unique reference.
 * Before each step the cursor's block is checked against the node: when it left the canonical
 * chain, the watcher walks back to the newest block both agree on, and deposits above it that
 * were not credited are removed (pushed as `removed`); a credited one there raises an operator alert.
 */
export function createChainWatcher(deps: TDeps, chain: TChainService, options: { startBlock?: bigint } = {}): TChainWatcher {
  const { client, setup } = chain;
  const tokens = setup.assets.filter((a) => a.contract !== null);
  const native = setup.assets.find((a) => a.contract === null) ?? null;
  const owner = processOwnerId();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let isStopped = true;

  async function requiredOf(currency: string, cache: Map<string, number>) {
    if (!cache.has(currency)) cache.set(currency, await chain.required(deps.db, currency));
    return cache.get(currency)!;
  }

  function publish(row: TChainDepositRow, head: bigint, required: number, removed = false) {
    deps.bus.publish(depositsTopic(row.user_id), presentChainDeposit(row, { head, required }, removed));
  }

  /** Walks back from the cursor to the newest block the database and the node agree on. */
  async function rewind(cursor: { block_number: bigint }, required: Map<string, number>): Promise<void> {
    let fork = cursor.block_number;
    for (;;) {
      if (fork < 0n) break;
      const stored = await chainRepository.block(deps.db, fork);
      if (!stored) break;
      const onChain = await client.getBlock({ blockNumber: fork }).catch(() => null);
      if (onChain && onChain.hash === stored.hash) break;
      fork -= 1n;
    }
    const base = fork >= 0n ? await client.getBlock({ blockNumber: fork }) : null;
    const now = deps.clock.now();
    const removed = await deps.db.transaction().execute(async (tx) => {
      const gone = await chainRepository.removeUncreditedAbove(tx, fork);
      const credited = await chainRepository.creditedAbove(tx, fork);
      for (const row of credited) {
        await raiseOperatorAlert(tx, {
          subject: `chain-deposit:${row.id}`,
          kind: 'chain-reorg',
          detail: `deposit ${row.id} (${formatAmount(row.amount, row.currency)} ${row.currency}, ${row.tx_hash}) was credited and its block ${row.block_number} left the chain`,
          now,
        });
      }
      await chainRepository.dropBlocksAbove(tx, fork);
      const current = await chainRepository.cursor(tx, CURSOR);
      await chainRepository.setCursor(tx, { name: CURSOR, number: fork, hash: base?.hash ?? '', genesis: current!.genesis_hash, now });
      return gone;
    });
    deps.logger.warn({ from: String(cursor.block_number), to: String(fork), removed: removed.length }, 'chain re-organisation: the watcher went back');
    for (const row of removed) publish(row, fork, await requiredOf(row.currency, required), true);
  }

  /** The transfers to deposit addresses in one block (transactions that succeeded only). */
  async function transfersOf(block: { hash: Hash; transactions: readonly { hash: Hash; from: string; to: string | null; value: bigint }[] }): Promise<TSeen[]> {
    const nativeTxs = native ? block.transactions.filter((t) => t.to && t.value > 0n) : [];
    const logs = tokens.length
      ? await client.getLogs({ blockHash: block.hash, address: tokens.map((t) => t.contract!), event: TRANSFER_EVENT, strict: true })
      : [];
    const candidates = [...nativeTxs.map((t) => t.to!), ...logs.map((l) => l.args.to)];
    if (candidates.length === 0) return [];
    const owners = await chainRepository.ownersOf(deps.db, [...new Set(candidates.map((a) => getAddress(a)))]);
    const hot = setup.hotAddress.toLowerCase();
    const seen: TSeen[] = [];
    for (const t of nativeTxs) {
      const userId = owners.get(t.to!.toLowerCase());
      // The hot wallet's gas top-ups of deposit addresses are not deposits.
      if (userId === undefined || t.from.toLowerCase() === hot) continue;
      const receipt = await client.getTransactionReceipt({ hash: t.hash });
      if (receipt.status !== 'success') continue;
      seen.push({ userId, asset: native!, address: getAddress(t.to!), sender: getAddress(t.from), txHash: t.hash, logIndex: -1n, value: t.value });
    }
    for (const log of logs) {
      const userId = owners.get(log.args.to.toLowerCase());
      if (userId === undefined || log.args.from.toLowerCase() === hot) continue;
      const asset = tokens.find((a) => a.contract!.toLowerCase() === log.address.toLowerCase())!;
      seen.push({ userId, asset, address: getAddress(log.args.to), sender: getAddress(log.args.from), txHash: log.transactionHash, logIndex: BigInt(log.logIndex), value: log.args.value });
    }
    return seen;
  }

  /**
   * Money sent to the hot wallet from outside (not a sweep from a deposit address, not its own):
   * the operator's capital, or the cold wallet refilling it. Read from the block that reaches its
   * confirmations with this one, so a re-organisation cannot take back what was booked.
   */
  async function inflowsOf(blockNumber: bigint): Promise<{ asset: TChainAsset; from: string; txHash: string; logIndex: number; value: bigint }[]> {
    const block = await client.getBlock({ blockNumber, includeTransactions: true });
    const stored = await chainRepository.block(deps.db, blockNumber);
    // Only blocks the watcher followed (money the hot wallet held before it started is not its to book).
    if (!stored) return [];
    if (stored.hash !== block.hash) throw new Error(`block ${blockNumber} changed under the watcher; next poll goes back`);
    const hot = setup.hotAddress.toLowerCase();
    const natives = native ? block.transactions.filter((t) => t.to?.toLowerCase() === hot && t.from.toLowerCase() !== hot && t.value > 0n) : [];
    const logs = tokens.length ? await client.getLogs({ blockHash: block.hash!, address: tokens.map((t) => t.contract!), event: TRANSFER_EVENT, args: { to: setup.hotAddress }, strict: true }) : [];
    const senders = [...new Set([...natives.map((t) => getAddress(t.from)), ...logs.map((l) => getAddress(l.args.from))])];
    const ours = senders.length ? await chainRepository.ownersOf(deps.db, senders) : new Map();
    const found: { asset: TChainAsset; from: string; txHash: string; logIndex: number; value: bigint }[] = [];
    for (const t of natives) {
      if (ours.has(t.from.toLowerCase())) continue;
      const receipt = await client.getTransactionReceipt({ hash: t.hash });
      if (receipt.status === 'success') found.push({ asset: native!, from: getAddress(t.from), txHash: t.hash, logIndex: -1, value: t.value });
    }
    for (const log of logs) {
      if (ours.has(log.args.from.toLowerCase()) || log.args.from.toLowerCase() === hot) continue;
      const asset = tokens.find((a) => a.contract!.toLowerCase() === log.address.toLowerCase())!;
      found.push({ asset, from: getAddress(log.args.from), txHash: log.transactionHash, logIndex: log.logIndex, value: log.args.value });
    }
    return found;
  }

  /** Credits one deposit that reached its confirmations, once (guarded), in the block's transaction. */
  async function credit(tx: Transaction<TDatabase>, row: TChainDepositRow, now: number): Promise<boolean> {
    if (!(await chainRepository.markCredited(tx, row.id, now))) return false;
    await postTransaction(tx, now, {
      type: 'deposit',
      reference: `chain-deposit:${row.id}`,
      userId: row.user_id,
      memo: row.tx_hash,
      postings: [
        { account: system('chain_deposit_wallets'), asset: row.currency, amount: -row.amount },
        { account: available(row.user_id), asset: row.currency, amount: row.amount },
      ],
    });
    // A first credited deposit may earn the referrer's cashback (modules/invites), as an approved one does.
    await earnCashbacks(tx, now, [row.user_id]);
    await notify(tx, {
      userId: row.user_id,
      kind: 'depositCredited',
      params: { depositId: String(row.id), coin: row.currency, amount: formatAmount(row.amount, row.currency) },
      ref: `chain-deposit:${row.id}`,
      now: BigInt(now),
    });
    // The signer sweeps it into the hot wallet (a durable job, queued with the credit).
    await deps.jobs.enqueue({ kind: SWEEP_JOB, key: `${row.address}:${row.currency}:${row.id}`, payload: { depositId: String(row.id) }, dueAt: now, maxAttempts: 'unlimited' }, tx);
    return true;
  }

  async function pollOnce(limit = BATCH): Promise<number> {
    const required = new Map<string, number>();
    let cursor = await chainRepository.cursor(deps.db, CURSOR);
    if (!cursor) {
      const genesis = await client.getBlock({ blockNumber: 0n });
      const start = options.startBlock ?? (await client.getBlockNumber());
      const base = start > 0n ? await client.getBlock({ blockNumber: start - 1n }) : null;
      await deps.db.transaction().execute(async (tx) => {
        if (base) await chainRepository.addBlock(tx, { number: base.number!, hash: base.hash!, parent_hash: base.parentHash }, KEEP_BLOCKS);
        await chainRepository.setCursor(tx, { name: CURSOR, number: start - 1n, hash: base?.hash ?? '', genesis: genesis.hash!, now: deps.clock.now() });
      });
      cursor = (await chainRepository.cursor(deps.db, CURSOR))!;
    }
    // The cursor's block must still be the chain's: otherwise go back to where both agree.
    if (cursor.block_number >= 0n) {
      const onChain = await client.getBlock({ blockNumber: cursor.block_number }).catch(() => null);
      if (!onChain || onChain.hash !== cursor.block_hash) {
        await rewind(cursor, required);
        cursor = (await chainRepository.cursor(deps.db, CURSOR))!;
      }
    }
    const head = await client.getBlockNumber();
    let processed = 0;
    while (cursor.block_number < head && processed < limit) {
      const number: bigint = cursor.block_number + 1n;
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
      if (cursor.block_number >= 0n && block.parentHash !== cursor.block_hash) {
        await rewind(cursor, required);
        cursor = (await chainRepository.cursor(deps.db, CURSOR))!;
        continue;
      }
      const seen = await transfersOf(block as never);
      // The hot wallet's inflows of the block that reaches the confirmations ETH needs with this one.
      const depth = BigInt(await requiredOf(native?.currency ?? 'ETH', required));
      const inflows = number - depth + 1n >= 0n ? await inflowsOf(number - depth + 1n) : [];
      for (const item of seen) await requiredOf(item.asset.currency, required);
      for (const row of await chainRepository.confirming(deps.db)) await requiredOf(row.currency, required);
      const now = deps.clock.now();
      const { inserted, credited, confirming } = await deps.db.transaction().execute(async (tx) => {
        await chainRepository.addBlock(tx, { number, hash: block.hash!, parent_hash: block.parentHash }, KEEP_BLOCKS);
        const inserted: TChainDepositRow[] = [];
        for (const item of seen) {
          const amount = toLedgerUnits(item.asset, item.value);
          const minimum = unitsOf(findChain(item.asset.currency, item.asset.chain)!.depositMin, item.asset.currency);
          const row = await chainRepository.insertDeposit(tx, {
            user_id: item.userId,
            currency: item.asset.currency,
            address: item.address,
            sender: item.sender,
            tx_hash: item.txHash,
            log_index: item.logIndex,
            block_number: number,
            block_hash: block.hash!,
            amount,
            status: amount >= minimum && amount > 0n ? 'confirming' : 'belowMinimum',
            credited_at: null,
            created_at: BigInt(now),
          });
          if (row) inserted.push(row);
        }
        await chainRepository.setCursor(tx, { name: CURSOR, number, hash: block.hash!, genesis: cursor!.genesis_hash, now });
        for (const inflow of inflows) {
          const units = toLedgerUnits(inflow.asset, inflow.value);
          if (units === 0n) continue;
          const isCold = setup.coldAddress !== null && inflow.from === setup.coldAddress;
          const reference = `chain-in:${inflow.txHash}:${inflow.logIndex}`;
          // A block processed again after a shallow re-organisation books nothing twice.
          if (await hasFunding(tx, isCold ? 'chain_cold' : 'chain_funding', reference)) continue;
          await postTransaction(tx, now, {
            type: isCold ? 'chain_cold' : 'chain_funding',
            reference,
            userId: null,
            memo: inflow.from,
            postings: [
              { account: system('chain_hot_wallet'), asset: inflow.asset.currency, amount: -units },
              { account: system(isCold ? 'chain_cold_wallet' : 'operator_funding'), asset: inflow.asset.currency, amount: units },
            ],
          });
        }
        const credited: TChainDepositRow[] = [];
        const confirming: TChainDepositRow[] = [];
        for (const row of await chainRepository.confirming(tx)) {
          const needed = required.get(row.currency) ?? 12;
          if (number - row.block_number + 1n >= BigInt(needed)) {
            if (await credit(tx, row, now)) credited.push({ ...row, status: 'credited', credited_at: BigInt(now) });
          } else {
            confirming.push(row);
          }
        }
        return { inserted, credited, confirming };
      });
      cursor = { ...cursor, block_number: number, block_hash: block.hash!, updated_at: BigInt(now) };
      processed += 1;
      // Pushed once committed: new ones, each confirmation, and credits.
      const pushed = new Set<bigint>();
      for (const row of [...credited, ...inserted, ...confirming]) {
        if (pushed.has(row.id)) continue;
        pushed.add(row.id);
        publish(row, number, required.get(row.currency) ?? 12);
      }
    }
    return processed;
  }

  async function tick() {
    try {
      if (!(await holdLease(deps.db, LEASE, owner, deps.clock.now(), Math.max(setup.pollMs * 10, 15_000)))) return;
      while ((await pollOnce()) === BATCH && !isStopped);
    } catch (error) {
      deps.logger.warn({ err: error instanceof Error ? error.message.slice(0, 300) : String(error) }, 'chain watcher: poll failed, will retry');
    }
  }

  function schedule() {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, setup.pollMs);
    timer.unref();
  }

  return {
    pollOnce,
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule();
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await releaseLease(deps.db, LEASE, owner).catch(() => undefined);
    },
  };
}
