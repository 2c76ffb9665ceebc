import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers.js';

/**
 * The Binance-compatible API (modules/binance, issue 27).
 * `api_keys`: a user's keys. `api_key` is the public name sent in X-MBX-APIKEY; `kind` is `hmac`
 * (the server made the secret: `secret_sealed` holds it sealed with AES-256-GCM under a key kept
 * outside the database) or `ed25519` (the user kept the private key: `public_key` is its SPKI PEM
 * and nothing secret is stored). `can_trade` and `can_withdraw` are the permissions beyond reading;
 * `ip_allow` the addresses allowed, comma-separated ('' is any).
 * `api_listen_keys`: user data streams (`POST /api/v3/userDataStream`), each valid 60 minutes past
 * its last keepalive.
 * `spot_orders.client_order_id`: the order's `newClientOrderId` ('' for the web's orders), unique
 * per user; `client_type`: the order type the API client asked for (`MARKET`, `LIMIT`,
 * `LIMIT_MAKER`), '' for the web's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('api_keys'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('hmac', 'ed25519')`))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('can_trade', 'bigint', (c) => c.notNull().check(sql`can_trade in (0, 1)`))
    .addColumn('can_withdraw', 'bigint', (c) => c.notNull().check(sql`can_withdraw in (0, 1)`))
    .addColumn('ip_allow', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('api_listen_keys')
    .addColumn('listen_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('api_key_id', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('spot_orders').addColumn('client_order_id', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('spot_orders').addColumn('client_type', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .createIndex('spot_orders_client_id')
    .on('spot_orders')
    .columns(['user_id', 'client_order_id'])
    .unique()
    .where(sql.ref('client_order_id'), '<>', '')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('spot_orders_client_id').execute();
  await db.schema.alterTable('spot_orders').dropColumn('client_type').execute();
  await db.schema.alterTable('spot_orders').dropColumn('client_order_id').execute();
  await db.schema.dropTable('api_listen_keys').execute();
  await db.schema.dropTable('api_keys').execute();
}
