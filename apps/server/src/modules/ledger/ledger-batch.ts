import type { TWriteIo } from '../../platform/db/write-io.js';
import { AppError } from '../../platform/errors.js';
import type { TMessageKey } from '@exchange/i18n';
import { accountKey, accountRow, guardOf, type TAccountRef } from './accounts.js';
import { checkBalanced, type TLedgerTransaction } from './post-transaction.js';
import { entryHash } from '../../platform/integrity/chain-hash.js';

type TBalanceRef = { account: TAccountRef; asset: string };
type TTouched = TBalanceRef & { key: string; delta: bigint; id: bigint; start: bigint; head: string; guard?: TMessageKey };

const balanceKey = (ref: TBalanceRef) => `${accountKey(ref.account)}|${ref.asset}`;

/**
 * Many ledger transactions written as one: the same rules as postTransaction (each balances per
 * asset; no user account below zero), at a few statements per batch (write-io.ts) instead of
 * several per posting. The caller loads the balances it must check before adding (`load`); `add` keeps them
 * running, in order, and refuses a transaction that would take one below zero, leaving the batch
 * as it was. `write` then applies one guarded UPDATE per account (in key order, so concurrent
 * writers cannot deadlock), which also holds for balances nobody loaded or that changed since
 * they were loaded (a user account, or a guarded system account such as a house: its guard is
 * in that UPDATE, never only in the running balance read without a lock), and inserts the
 * transactions and their entries, each entry with the account's balance right after it.
 */
export class LedgerBatch {
  /** Kept by reference: a caller may still set a transaction's `reference` before `write`. */
  private readonly transactions: { transaction: TLedgerTransaction; createdAt: number }[] = [];
  private readonly running = new Map<string, { balance: bigint; isUser: boolean }>();

  /** Reads the current balances of these accounts (0 for an account not yet opened). */
  async load(io: TWriteIo, refs: TBalanceRef[]): Promise<void> {
    const wanted = refs.filter((ref) => !this.running.has(balanceKey(ref)));
    if (wanted.length === 0) return;
    const found = new Map<string, bigint>();
    for (const row of await io.balances([...new Set(wanted.map((ref) => accountKey(ref.account)))])) found.set(`${row.key}|${row.asset}`, row.balance);
    for (const ref of wanted) this.running.set(balanceKey(ref), { balance: found.get(balanceKey(ref)) ?? 0n, isUser: !('system' in ref.account) });
  }

  /** The running balance of a loaded account. */
  balance(account: TAccountRef, asset: string): bigint {
    const state = this.running.get(balanceKey({ account, asset }));
    if (!state) throw new Error(`ledger batch: ${accountKey(account)} ${asset} was not loaded`);
    return state.balance;
  }

  /** Adds a transaction, or throws "Insufficient available balance" and adds nothing. */
  add(transaction: TLedgerTransaction, createdAt: number): void {
    checkBalanced(transaction);
    const next = new Map<string, bigint>();
    for (const p of transaction.postings) {
      const key = balanceKey(p);
      const state = this.running.get(key);
      const guard = p.guard ?? guardOf(p.account);
      if (!state) {
        // A guarded posting's account must be loaded, or its guard could not be checked here.
        if (p.guard) throw new Error(`ledger batch: guarded ${accountKey(p.account)} ${p.asset} was not loaded`);
        continue;
      }
      const balance = (next.get(key) ?? state.balance) + p.amount;
      if ((state.isUser || guard) && balance < 0n) throw new AppError(guard ?? 'insufficientBalance');
      next.set(key, balance);
    }
    for (const [key, balance] of next) this.running.get(key)!.balance = balance;
    this.transactions.push({ transaction, createdAt });
  }

  /** Writes everything added, inside the caller's transaction, and flushes the io (its waiting inserts). */
  async write(io: TWriteIo): Promise<void> {
    await this.writeTransactions(io);
    await io.flush();
  }

  private async writeTransactions(io: TWriteIo): Promise<void> {
    if (this.transactions.length === 0) return;
    const touched = new Map<string, TTouched>();
    for (const { transaction } of this.transactions) {
      for (const p of transaction.postings) {
        const key = balanceKey(p);
        const account = touched.get(key) ?? { account: p.account, asset: p.asset, key: accountKey(p.account), delta: 0n, id: 0n, start: 0n, head: '' };
        account.delta += p.amount;
        account.guard ??= p.guard ?? guardOf(p.account);
        touched.set(key, account);
      }
    }
    const accounts = [...touched.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, account]) => account);
    await io.openAccounts(accounts.map(({ account, asset }) => accountRow(account, asset)));
    const updated = await io.applyDeltas(accounts.map(({ key, asset, delta, guard }) => ({ key, asset, delta, isGuarded: guard !== undefined })));
    if ('failed' in updated) throw new AppError(accounts[updated.failed].guard ?? 'insufficientBalance');
    accounts.forEach((account, i) => {
      account.id = updated[i].id;
      account.start = updated[i].balance - account.delta;
      account.head = updated[i].head;
    });

    const ids = await io.allocateIds('ledger_transactions', this.transactions.length);
    await io.insert(
      'ledger_transactions',
      this.transactions.map(({ transaction: t, createdAt }, i) => ({
        id: ids[i],
        type: t.type,
        reference: t.reference,
        user_id: t.userId ?? null,
        memo: t.memo ?? '',
        created_at: BigInt(createdAt),
      })),
    );
    const balances = new Map([...touched].map(([key, account]) => [key, account.start]));
    // Each entry chained to its account's previous one (platform/integrity), in the order they are inserted.
    const entries = this.transactions.flatMap(({ transaction: t, createdAt }, i) =>
      t.postings.map((p) => {
        const key = balanceKey(p);
        const account = touched.get(key)!;
        const after = balances.get(key)! + p.amount;
        balances.set(key, after);
        const content = { transactionId: ids[i], type: t.type, reference: t.reference, key: account.key, asset: p.asset, amount: p.amount, balanceAfter: after, createdAt: BigInt(createdAt) };
        account.head = entryHash(account.head, content);
        return { transaction_id: ids[i], account_id: account.id, asset: p.asset, amount: p.amount, balance_after: after, created_at: BigInt(createdAt), hash: account.head };
      }),
    );
    await io.insert('ledger_entries', entries);
    await io.setHeads(accounts.map(({ id, head }) => ({ id, head })));
  }
}
