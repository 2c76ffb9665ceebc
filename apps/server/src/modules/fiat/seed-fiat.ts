import { FIAT_RATE_SCALE, parseUnits, readAmountOf } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { bookCapitalPayment } from '../ledger/capital.js';
import { hasFunding } from '../ledger/ledger.repository.js';
import { FIAT_COIN, FIAT_TREASURY } from './fiat-channels.js';
import { fiatRepository } from './fiat.repository.js';

/** Demo capital of the fiat treasury, paid in once per database (demo mode only). */
export const DEMO_FIAT_CAPITAL = '1000000';
const DEMO_REFERENCE = 'fiat-capital:demo-seed';

const usdt = (text: string) => readAmountOf(text, FIAT_COIN).units!;
const rate = (text: string) => parseUnits(text, FIAT_RATE_SCALE)!;

/** The demo channels: INR at 88.50 to buy and 86.90 to sell, 10 to 5,000 USDT, with demo collection details. */
export const DEMO_CHANNELS = [
  { platform: 'BANK_CARD' as const, account: '50100123456789', name: 'Demo Exchange Pvt Ltd', bank_name: 'HDFC', ifsc: 'HDFC0001234' },
  { platform: 'UPI' as const, account: 'demoexchange@okhdfc', name: 'Demo Exchange', bank_name: '', ifsc: '' },
];

/**
 * Demo mode: both channels on with demo terms (only while no operator has set them: a channel an
 * operator changed keeps its values) and the treasury funded once through the ledger, like any
 * capital (bookCapitalPayment: deposit clearing out, the treasury in; once per reference).
 */
export async function seedDemoFiat(deps: { db: Kysely<TDatabase>; clock: TClock }): Promise<void> {
  try {
    await seedOnce(deps);
  } catch (error) {
    // Two processes starting on a fresh database: the other one's seed won the unique funding reference.
    const isSeeded = await hasFunding(deps.db, 'fiat_funding', DEMO_REFERENCE);
    if (!isSeeded) throw error;
  }
}

async function seedOnce(deps: { db: Kysely<TDatabase>; clock: TClock }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    for (const channel of DEMO_CHANNELS) {
      await fiatRepository.updateUnsetChannel(tx, channel.platform, {
        ...channel,
        fiat: 'INR',
        fiat_decimals: 2n,
        buy_rate: rate('88.5'),
        sell_rate: rate('86.9'),
        min_usdt: usdt('10'),
        max_usdt: usdt('5000'),
        buy_enabled: 1n,
        sell_enabled: 1n,
        updated_at: BigInt(now),
        updated_by: 'demo-seed',
      });
    }
    await bookCapitalPayment(tx, now, { type: 'fiat_funding', account: FIAT_TREASURY, asset: FIAT_COIN, amount: usdt(DEMO_FIAT_CAPITAL), reference: DEMO_REFERENCE, memo: 'demo capital of the fiat treasury' });
  });
}
