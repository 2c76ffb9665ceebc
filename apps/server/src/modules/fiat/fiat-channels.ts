import type { Kysely, Transaction } from 'kysely';
import { formatAmount, formatUnits, FIAT_RATE_SCALE, type TFiatChannel, type TFiatPlatform } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TFiatChannelsTable } from '../../platform/db/schema-fiat.js';
import { system } from '../ledger/accounts.js';
import { systemAccountBalance } from '../ledger/capital.js';
import { paramsRepository } from '../params/params.repository.js';
import { fiatRepository } from './fiat.repository.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** Fiat orders are in USDT. */
export const FIAT_COIN = 'USDT';
/** The USDT sold for fiat: buys are paid from it, paid-out sells go into it (never below zero). */
export const FIAT_TREASURY = system('fiat_treasury');
/** The USDT promised to buy orders waiting or paid (reserved from the treasury when each is made). */
export const FIAT_RESERVE = system('fiat_reserve');

/** The parameter that sets how long a buy order's rate is locked (minutes). */
export const FIAT_ORDER_MINUTES_PARAM = 'fiat_order_minutes';

/** SPEC §7 /user/bankcard/getBankNameList: Indian banks, by the bank code that starts their IFSCs. */
export const BANKS: readonly { code: string; name: string }[] = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'PUNB', name: 'Punjab National Bank' },
  { code: 'BARB', name: 'Bank of Baroda' },
  { code: 'CNRB', name: 'Canara Bank' },
  { code: 'UBIN', name: 'Union Bank of India' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'IDIB', name: 'Indian Bank' },
  { code: 'BKID', name: 'Bank of India' },
  { code: 'IOBA', name: 'Indian Overseas Bank' },
  { code: 'YESB', name: 'Yes Bank' },
  { code: 'INDB', name: 'IndusInd Bank' },
  { code: 'IDFB', name: 'IDFC First Bank' },
  { code: 'FDRL', name: 'The Federal Bank' },
];
export const BANK_CODES = BANKS.map((b) => b.code);

export type TChannelRow = TFiatChannelsTable;

export async function readChannel(db: TDb, platform: TFiatPlatform): Promise<TChannelRow> {
  return fiatRepository.findChannel(db, platform);
}

export function readChannels(db: TDb): Promise<TChannelRow[]> {
  return fiatRepository.channels(db);
}

/** What the treasury holds now (USDT units). */
export const treasuryBalance = (db: TDb) => systemAccountBalance(db, FIAT_TREASURY, FIAT_COIN);
export const reserveBalance = (db: TDb) => systemAccountBalance(db, FIAT_RESERVE, FIAT_COIN);

export const formatRate = (rate: bigint) => formatUnits(rate, FIAT_RATE_SCALE);

export function presentChannel(row: TChannelRow, treasury: bigint): TFiatChannel {
  return {
    platformEnum: row.platform,
    fiat: row.fiat,
    fiatDecimals: Number(row.fiat_decimals),
    buyRate: formatRate(row.buy_rate),
    sellRate: formatRate(row.sell_rate),
    minUsdt: formatAmount(row.min_usdt, FIAT_COIN),
    maxUsdt: formatAmount(row.max_usdt, FIAT_COIN),
    buyEnabled: row.buy_enabled === 1n && row.buy_rate > 0n,
    sellEnabled: row.sell_enabled === 1n && row.sell_rate > 0n,
    treasury: formatAmount(treasury < 0n ? 0n : treasury, FIAT_COIN),
  };
}

/** Minutes a buy order's rate is locked: the parameter when it is a whole number from 1 to 1440, else 15. */
export async function orderMinutes(db: Kysely<TDatabase>): Promise<number> {
  const value = await paramsRepository.get(db, FIAT_ORDER_MINUTES_PARAM);
  const n = Number(value);
  return value && /^\d+$/.test(value) && n >= 1 && n <= 1440 ? n : 15;
}
