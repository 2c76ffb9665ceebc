import { sql, type Kysely } from 'kysely';
import { isSqlite } from './helpers.js';

/** A row rule, written once for both dialects: `c` prefixes each column (`new.` in a SQLite trigger). */
type TRule = { name: string; check: (c: string) => string };

const STATUSES = `('unfinished', 'finished', 'cancelled')`;

/**
 * The rules the application already keeps, held by the database too (ARCHITECTURE.md "Ledger:
 * double entry"), so that no bug, script or hand edit can store an impossible order, trade or flow.
 * A market buy is the one order with amount 0: it is sized by quote_amount (place-order.ts).
 */
const RULES: Record<'spot_orders' | 'spot_trades' | 'deposits' | 'withdrawals', TRule[]> = {
  spot_orders: [
    {
      name: 'spot_orders_amount',
      check: (c) => `${c}amount >= 0 and ${c}quote_amount >= 0 and (${c}amount > 0 or (${c}type = 'MKT' and ${c}side = 'buy' and ${c}quote_amount > 0))`,
    },
    { name: 'spot_orders_filled', check: (c) => `${c}filled >= 0 and ${c}filled_quote >= 0 and (${c}amount = 0 or ${c}filled <= ${c}amount)` },
    { name: 'spot_orders_fee', check: (c) => `${c}fee >= 0` },
    { name: 'spot_orders_frozen', check: (c) => `${c}frozen_used >= 0 and ${c}frozen_used <= ${c}frozen` },
    { name: 'spot_orders_status', check: (c) => `${c}status in ${STATUSES}` },
    { name: 'spot_orders_side', check: (c) => `${c}side in ('buy', 'sell')` },
  ],
  spot_trades: [
    { name: 'spot_trades_amount', check: (c) => `${c}price > 0 and ${c}quantity > 0 and ${c}quote_quantity >= 0` },
    { name: 'spot_trades_fee', check: (c) => `${c}buyer_fee >= 0 and ${c}seller_fee >= 0` },
    { name: 'spot_trades_side', check: (c) => `${c}taker_side in ('buy', 'sell')` },
  ],
  deposits: [
    { name: 'deposits_amount', check: (c) => `${c}amount > 0` },
    { name: 'deposits_status', check: (c) => `${c}status in (0, 1, 2)` },
  ],
  withdrawals: [
    { name: 'withdrawals_amount', check: (c) => `${c}amount > 0 and ${c}fee >= 0` },
    { name: 'withdrawals_status', check: (c) => `${c}status in (0, 1, 2)` },
  ],
};

const EVENTS = ['insert', 'update'] as const;

/**
 * Integrity constraints (issue "Hardening"):
 * - ledger transactions unique by (type, reference): the reference is the posting's idempotency
 *   key, so a flow can never be booked twice. Duplicates an older build wrote (the demo market
 *   maker funded every asset under one reference) are re-keyed with their id first;
 * - CHECK rules on orders, trades, deposits and withdrawals (RULES above);
 * - idempotency keys remember a hash of the request they were first used for.
 *
 * PostgreSQL gets real CHECK constraints, which also validate the rows already there. SQLite cannot
 * add a CHECK to an existing table; rebuilding spot_orders would need foreign keys off (spot_trades
 * refers to it), and `PRAGMA foreign_keys` is a no-op inside the transaction migrations run in. So
 * SQLite gets BEFORE INSERT/UPDATE triggers that abort with the rule's name (the same predicates),
 * and existing rows are checked here once so that both dialects refuse to migrate bad data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update ledger_transactions set reference = reference || '#' || cast(id as text)
    where exists (select 1 from ledger_transactions o
      where o.type = ledger_transactions.type and o.reference = ledger_transactions.reference and o.id < ledger_transactions.id)`.execute(db);
  await db.schema.createIndex('ledger_transactions_type_reference').on('ledger_transactions').columns(['type', 'reference']).unique().execute();

  for (const [table, rules] of Object.entries(RULES)) {
    if (!isSqlite(db)) {
      for (const rule of rules) {
        await sql`alter table ${sql.table(table)} add constraint ${sql.ref(rule.name)} check (${sql.raw(rule.check(''))})`.execute(db);
      }
      continue;
    }
    for (const rule of rules) {
      const bad = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where not (${sql.raw(rule.check(''))})`.execute(db);
      if (Number(bad.rows[0].n) > 0) throw new Error(`${table}: ${bad.rows[0].n} rows break ${rule.name}`);
    }
    const body = rules.map((r) => `select raise(abort, 'CHECK constraint failed: ${r.name}') where not (${r.check('new.')});`).join('\n');
    for (const event of EVENTS) {
      await sql.raw(`create trigger ${table}_check_${event} before ${event} on ${table} for each row begin\n${body}\nend`).execute(db);
    }
  }

  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
  for (const [table, rules] of Object.entries(RULES)) {
    if (isSqlite(db)) {
      for (const event of EVENTS) await sql.raw(`drop trigger ${table}_check_${event}`).execute(db);
    } else {
      for (const rule of rules) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(rule.name)}`.execute(db);
    }
  }
  await db.schema.dropIndex('ledger_transactions_type_reference').execute();
}
