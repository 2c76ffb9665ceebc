import type { Selectable } from 'kysely';
import { findMarket, FLASH_QUOTE_VALID_MS, FLASH_TOLERANCE_BPS, formatAmount, formatUnits, pow10, scaleOf, type TFlashQuote, type TFlashRecord } from '@exchange/contracts';
import type { TFlashQuotesTable } from '../../platform/db/schema-flash.js';
import { legGets, legGives, type TFlashLeg } from './flash-route.js';

export type TQuoteRow = Selectable<TFlashQuotesTable>;

/** A leg of a quote row as stored: its market and side, what it spends, its limit and what the quote expected. */
export type TStoredLeg = TFlashLeg & { size: bigint; limit: bigint; fee: bigint; net: bigint; left: bigint; orderId: bigint | null; feePaid: bigint | null; leftPaid: bigint | null };

/** The one or two legs of a quote row. Throws if a leg's market is no longer listed (markets are never unlisted). */
export function legsOf(row: TQuoteRow): TStoredLeg[] {
  const first: TStoredLeg = {
    market: findMarket(row.leg1_symbol)!,
    side: row.leg1_side,
    size: row.leg1_size,
    limit: row.leg1_limit,
    fee: row.leg1_fee,
    net: row.leg1_net,
    left: row.leg1_left,
    orderId: row.leg1_order_id,
    feePaid: row.leg1_fee_paid,
    leftPaid: row.leg1_left_paid,
  };
  if (!row.leg2_symbol) return [first];
  return [
    first,
    {
      market: findMarket(row.leg2_symbol)!,
      side: row.leg2_side!,
      size: row.leg2_size!,
      limit: row.leg2_limit!,
      fee: row.leg2_fee!,
      net: row.leg2_net!,
      left: row.leg2_left!,
      orderId: row.leg2_order_id,
      feePaid: row.leg2_fee_paid,
      leftPaid: row.leg2_left_paid,
    },
  ];
}

/**
 * `receive` ÷ `amount` in `to` per one `from`, cut (never rounded up) to 8 decimals; with
 * `isSignificant` (a quote's price) to more when the price is below 1, so that 8 digits after its
 * leading zeros show.
 */
export function flashPrice(amount: bigint, fromCoin: string, receive: bigint, toCoin: string, isSignificant = false): string {
  if (amount <= 0n) return '0';
  const numerator = receive * pow10(scaleOf(fromCoin));
  const denominator = amount * pow10(scaleOf(toCoin));
  let decimals = 8;
  let scaled = (numerator * pow10(decimals)) / denominator;
  while (isSignificant && scaled > 0n && scaled < pow10(decimals - 1) && decimals < 18) {
    decimals += 1;
    scaled = (numerator * pow10(decimals)) / denominator;
  }
  return formatUnits(scaled, decimals);
}

const fee = (leg: TFlashLeg, amount: bigint) => ({ currency: legGets(leg), amount: formatAmount(amount, legGets(leg)) });
const leftOf = (leg: TFlashLeg, amount: bigint) => ({ currency: legGives(leg), amount: formatAmount(amount, legGives(leg)) });

/** A quote row as /flash/quote answers it: what the books give now (the last leg's net) and the least it promises. */
export function presentQuote(row: TQuoteRow): TFlashQuote {
  const legs = legsOf(row);
  const expected = legs[legs.length - 1].net;
  return {
    quoteId: String(row.id),
    from: row.from_coin,
    to: row.to_coin,
    amount: formatAmount(row.amount, row.from_coin),
    expected: formatAmount(expected, row.to_coin),
    receive: formatAmount(row.quoted_receive, row.to_coin),
    toleranceBps: FLASH_TOLERANCE_BPS,
    price: flashPrice(row.amount, row.from_coin, expected, row.to_coin, true),
    route: row.route.split(','),
    fees: legs.map((leg) => fee(leg, leg.fee)),
    left: legs.filter((leg) => leg.left > 0n).map((leg) => leftOf(leg, leg.left)),
    expiresAt: Number(row.expires_at),
    validMs: FLASH_QUOTE_VALID_MS,
  };
}

/** A done quote row as a conversion record (what the legs actually did). */
export function presentRecord(row: TQuoteRow): TFlashRecord {
  const legs = legsOf(row);
  const receive = row.receive ?? 0n;
  return {
    id: String(row.id),
    from: row.from_coin,
    to: row.to_coin,
    amount: formatAmount(row.amount, row.from_coin),
    quoted: formatAmount(row.quoted_receive, row.to_coin),
    receive: formatAmount(receive, row.to_coin),
    price: flashPrice(row.amount, row.from_coin, receive, row.to_coin),
    route: row.route.split(','),
    fees: legs.map((leg) => fee(leg, leg.feePaid ?? 0n)),
    left: legs.filter((leg) => (leg.leftPaid ?? 0n) > 0n).map((leg) => leftOf(leg, leg.leftPaid!)),
    orderIds: legs.flatMap((leg) => (leg.orderId === null ? [] : [Number(leg.orderId)])),
    status: 'done',
    time: Number(row.updated_at),
  };
}
