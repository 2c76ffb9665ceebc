import type { Kysely, Transaction } from 'kysely';
import { FIAT_ORDER_STATES, FIAT_PLATFORMS, FIAT_RATE_SCALE, formatAmount, IFSC_PATTERN, parseUnits, readAmountOf, utrProblem, type TFiatOrderState, type TFiatPlatform } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { dialectOf } from '../../platform/db/dialect.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { bookCapitalFromOps } from '../ledger/capital.js';
import { FIAT_COIN, FIAT_TREASURY, formatRate, readChannels, reserveBalance, treasuryBalance, type TChannelRow } from './fiat-channels.js';
import { fiatExpireJob } from './fiat-job.js';
import { confirmBuy, rejectBuy } from './decide-buy-order.js';
import { FIAT_EXPIRE_KIND, presentOrder, type TOrderRow } from './fiat-records.js';
import { payoutSell, rejectSell } from './sell-order.js';
import { LATE_USAGE, runLateCommand } from './late-payment-commands.js';
import { fiatRepository } from './fiat.repository.js';
import { setChannel, type TChannelChange } from './set-channel.js';

/**
 * The operator's commands for fiat quick buy and sell (`npm run ops -- …`): the channels (rates,
 * limits, switches, collection details), capital into the treasury, the orders and the decisions
 * on them. Every change is recorded in the operator log with who and when, in its own transaction.
 * A rate change never touches an order already made: each order keeps the rate it was made at.
 */
type TCtx = { db: Kysely<TDatabase>; clock: TClock };

export const FIAT_USAGE = `  fiat:channels              the payment channels (rates, limits, switches, collection details), the treasury and the reserve
  fiat:channel BANK_CARD|UPI FIELD VALUE  change one: buyRate|sellRate RATE (fiat per 1 USDT), min|max USDT, buy|sell on|off,
                             account|name|bankName|ifsc TEXT (the collection details shown to buyers; - for empty), fiat CODE, decimals N
                             (open orders keep the terms they were made with)
  fiat:fund AMOUNT REFERENCE  book capital paid in (USDT) to the fiat treasury, once per reference
  fiat:orders [STATE]        the newest fiat orders (waiting, paid, confirmed, rejected, expired, cancelled; default waiting and paid)
  fiat:confirm ID            confirm receipt of a buy order's payment: its USDT credited from the treasury's reserve, once
  fiat:reject ID REASON      reject a buy order (waiting or paid): its reserve back to the treasury
  fiat:payout ID BANKREF     a sell order's fiat was paid (bank reference): its frozen USDT goes to the treasury
  fiat:payout-reject ID REASON  reject a sell order: its USDT unfrozen
  fiat:run-now               run the fiat order expiry jobs that are due
${LATE_USAGE}`;

const iso = (ms: bigint | number) => new Date(Number(ms)).toISOString().replace(/\.\d{3}Z$/, 'Z');
const usdt = (units: bigint) => `${formatAmount(units, FIAT_COIN)} USDT`;

async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new Error(translate('en-US', error.key, error.options.vars));
    throw error;
  }
}

function platformOf(text: string | undefined): TFiatPlatform {
  const platform = (text ?? '').toUpperCase();
  if (!(FIAT_PLATFORMS as readonly string[]).includes(platform)) throw new Error(`the channel is one of ${FIAT_PLATFORMS.join(', ')}`);
  return platform as TFiatPlatform;
}

function channelLine(c: TChannelRow): string {
  const d = Number(c.fiat_decimals);
  return (
    `${c.platform} ${c.fiat} (${d} decimals): buy ${formatRate(c.buy_rate)} ${c.buy_enabled === 1n ? 'on' : 'off'}, sell ${formatRate(c.sell_rate)} ${c.sell_enabled === 1n ? 'on' : 'off'}, ` +
    `limits ${formatAmount(c.min_usdt, FIAT_COIN)}-${formatAmount(c.max_usdt, FIAT_COIN)} USDT; collection: ${c.account || '-'} / ${c.name || '-'} / ${c.bank_name || '-'} / ${c.ifsc || '-'}` +
    (c.updated_by !== 'migration' ? ` (changed ${iso(c.updated_at)} by ${c.updated_by})` : '')
  );
}

export async function listChannelsForOps(ctx: TCtx): Promise<string> {
  const channels = await readChannels(ctx.db);
  const open = await fiatRepository.openOrderCounts(ctx.db);
  return [
    ...channels.map(channelLine),
    `treasury: ${usdt(await treasuryBalance(ctx.db))}; reserved for open buy orders: ${usdt(await reserveBalance(ctx.db))}`,
    `open orders: ${open.length ? open.map((o) => `${Number(o.n)} ${o.side} ${o.state}`).join(', ') : 'none'}`,
  ].join('\n');
}

/** A channel field and its new value, as the row's columns; throws with what is wrong. */
function changeOf(channel: TChannelRow, field: string, value: string): TChannelChange {
  const rate = () => {
    const units = parseUnits(value, FIAT_RATE_SCALE);
    if (units === null || units <= 0n || units > 10n ** 15n) throw new Error(`${field} takes a positive rate (fiat per 1 USDT, at most ${FIAT_RATE_SCALE} decimals)`);
    return units;
  };
  const amount = () => {
    const read = readAmountOf(value, FIAT_COIN);
    if (read.problem || read.units <= 0n) throw new Error(`${field} takes a positive USDT amount`);
    return read.units;
  };
  const onOff = () => {
    if (value !== 'on' && value !== 'off') throw new Error(`${field} takes on or off`);
    return value === 'on' ? 1n : 0n;
  };
  const text = (max: number) => {
    const t = value === '-' ? '' : value.trim();
    if (t.length > max) throw new Error(`${field} takes at most ${max} characters`);
    return t;
  };
  switch (field) {
    case 'buyRate':
      return { buy_rate: rate() };
    case 'sellRate':
      return { sell_rate: rate() };
    case 'min': {
      const min = amount();
      if (min > channel.max_usdt) throw new Error(`min must not be above max (${formatAmount(channel.max_usdt, FIAT_COIN)})`);
      return { min_usdt: min };
    }
    case 'max': {
      const max = amount();
      if (max < channel.min_usdt) throw new Error(`max must not be below min (${formatAmount(channel.min_usdt, FIAT_COIN)})`);
      return { max_usdt: max };
    }
    case 'buy': {
      const on = onOff();
      if (on === 1n && (channel.buy_rate <= 0n || !channel.account || !channel.name)) throw new Error('set buyRate and the collection details (account, name) before turning buy on');
      return { buy_enabled: on };
    }
    case 'sell': {
      const on = onOff();
      if (on === 1n && channel.sell_rate <= 0n) throw new Error('set sellRate before turning sell on');
      return { sell_enabled: on };
    }
    case 'account':
      return { account: text(320) };
    case 'name':
      return { name: text(64) };
    case 'bankName':
      return { bank_name: text(64) };
    case 'ifsc': {
      const ifsc = text(11).toUpperCase();
      if (ifsc && !IFSC_PATTERN.test(ifsc)) throw new Error('ifsc takes 4 letters, a zero, then 6 letters or digits');
      return { ifsc };
    }
    case 'fiat': {
      const fiat = value.toUpperCase();
      if (!/^[A-Z]{3}$/.test(fiat)) throw new Error('fiat takes an ISO 4217 code (INR)');
      return { fiat };
    }
    case 'decimals': {
      if (!/^[0-4]$/.test(value)) throw new Error('decimals takes 0 to 4');
      return { fiat_decimals: BigInt(value) };
    }
    default:
      throw new Error(`unknown field ${field}\n${FIAT_USAGE}`);
  }
}

/** `fiat:channel PLATFORM FIELD VALUE`, recorded with the value before and after. */
export async function setChannelFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [platformText, field, ...words] = args;
  const value = words.join(' ').trim();
  if (!platformText || !field || !value) throw new Error(`usage: fiat:channel BANK_CARD|UPI FIELD VALUE\n${FIAT_USAGE}`);
  const platform = platformOf(platformText);
  const row = await ctx.db.transaction().execute((tx) =>
    setChannel(tx, ctx.clock, {
      platform,
      operator,
      changeOf: (channel) => changeOf(channel, field, value),
      auditOf: (channel, change) => {
        const before = Object.fromEntries(Object.keys(change).map((k) => [k, String(channel[k as keyof TChannelRow])]));
        const after = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, String(v)]));
        return { action: 'fiat:channel', detail: { field, before, after } };
      },
    }),
  );
  return channelLine(row);
}

/** `fiat:fund AMOUNT REFERENCE`: operator capital into the fiat treasury, once per reference. */
export async function fundTreasuryFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [amountText, reference, ...more] = args;
  if (!amountText || !reference || reference.length > 100 || more.length > 0) throw new Error('usage: fiat:fund AMOUNT REFERENCE (the reference of the payment, at most 100 characters)');
  const read = readAmountOf(amountText, FIAT_COIN);
  if (read.problem || read.units <= 0n) throw new Error('amount takes a positive USDT amount');
  const balance = await bookCapitalFromOps(ctx.db, ctx.clock, {
    type: 'fiat_funding',
    account: FIAT_TREASURY,
    asset: FIAT_COIN,
    amount: read.units,
    referencePrefix: 'fiat-capital',
    reference,
    operator,
    action: 'fiat:fund',
    subject: 'fiat_treasury',
    detail: { amount: usdt(read.units), reference },
  });
  return `fiat treasury balance: ${usdt(balance)}`;
}

function orderLine(row: TOrderRow): string {
  const o = presentOrder(row);
  const to = `${o.side === 'buy' ? 'pay to' : 'payout to'} ${row.account || '-'} ${row.name || '-'} ${row.bank_name} ${row.ifsc}`.trim();
  return (
    `order ${o.id} ${o.side} ${o.platformEnum} ${o.state}: user ${row.user_id}, ${o.usdtAmount} USDT at ${o.rate} = ${o.fiatAmount} ${o.fiat}, reference ${o.reference}, ${to}, created ${iso(row.created_at)}` +
    (o.side === 'buy' && o.state === 'waiting' ? `, expires ${iso(row.expires_at)}` : '') +
    (o.utr ? `, ${o.side === 'buy' ? 'UTR' : 'bank reference'} ${o.utr}` : '') +
    (o.proof ? `, proof ${o.proof}` : '') +
    (o.reason ? `, reason: ${o.reason}` : '') +
    (row.reviewed_by ? `, by ${row.reviewed_by}` : '')
  );
}

/** `fiat:orders [STATE]`: the newest 100 orders in that state (default: waiting and paid, the ones to act on). */
export async function listOrdersForOps(ctx: TCtx, args: string[]): Promise<string> {
  const state = args[0];
  if (state && !(FIAT_ORDER_STATES as readonly string[]).includes(state)) throw new Error(`state is one of ${FIAT_ORDER_STATES.join(', ')}`);
  const states: TFiatOrderState[] = state ? [state as TFiatOrderState] : ['waiting', 'paid'];
  const rows = await fiatRepository.latestOrdersIn(ctx.db, states, 100);
  return rows.length ? rows.map(orderLine).join('\n') : `(no ${states.join(' or ')} orders)`;
}

type TDecide = (tx: Transaction<TDatabase>, clock: TClock, decision: { orderId: bigint; operator: string; reason: string; bankRef: string }) => Promise<TOrderRow | null>;

async function decide(ctx: TCtx, idText: string | undefined, operator: string, what: string, run: TDecide, extra: { reason?: string; bankRef?: string } = {}): Promise<string> {
  const orderId = BigInt(idText!);
  return readable(() =>
    ctx.db.transaction().execute(async (tx) => {
      const done = await run(tx, ctx.clock, { orderId, operator, reason: extra.reason ?? '', bankRef: extra.bankRef ?? '' });
      if (!done) {
        const row = await fiatRepository.findOrder(tx, orderId);
        throw new Error(row ? `order ${orderId} is a ${row.side} order ${row.state}: it cannot be ${what}` : `no fiat order ${orderId}`);
      }
      return orderLine(done);
    }),
  );
}

const isId = (text: string | undefined) => Boolean(text && /^\d{1,18}$/.test(text));

function reasonOf(words: string[], usage: string): string {
  const reason = words.join(' ').trim();
  if (!reason || reason.length > 200) throw new Error(usage);
  return reason;
}

/** `fiat:run-now`: runs the expiry jobs that are due, here and now, through the job runner; recorded. */
export async function runFiatNowFromOps(ctx: TCtx, operator: string): Promise<string> {
  const runner = createJobRunner({ db: ctx.db, dialect: dialectOf(ctx.db as Kysely<unknown>), clock: ctx.clock, handlers: [fiatExpireJob({ clock: ctx.clock })] });
  const ran = await runner.runDue();
  const failing = await fiatRepository.failedJobs(ctx.db, FIAT_EXPIRE_KIND);
  await recordOperatorAction(ctx.db, ctx.clock, { operator, action: 'fiat:run-now', subject: 'fiat-expiry', detail: { ran, failing: failing.length } });
  return [`fiat expiry jobs run: ${ran}`, ...failing.map((j) => `expiry of order ${j.key} ${j.status}: ${j.last_error}`)].join('\n');
}

/** The fiat commands, for the ops dispatcher: the answer, or null when `command` is not one of them. */
export function runFiatCommand(ctx: TCtx, command: string | undefined, args: string[], operator: string): Promise<string> | null {
  const [idText, ...rest] = args;
  const needId = (usage: string) => {
    if (!isId(idText)) throw new Error(usage);
  };
  const run = async (work: () => Promise<string>) => work();
  switch (command) {
    case 'fiat:channels':
      return listChannelsForOps(ctx);
    case 'fiat:channel':
      return setChannelFromOps(ctx, args, operator);
    case 'fiat:fund':
      return fundTreasuryFromOps(ctx, args, operator);
    case 'fiat:orders':
      return listOrdersForOps(ctx, args);
    case 'fiat:confirm':
      return run(async () => {
        needId('usage: fiat:confirm ID');
        return decide(ctx, idText, operator, 'confirmed', (tx, clock, d) => confirmBuy(tx, clock, d));
      });
    case 'fiat:reject':
      return run(async () => {
        const usage = 'usage: fiat:reject ID REASON (at most 200 characters)';
        needId(usage);
        const reason = reasonOf(rest, usage);
        return decide(ctx, idText, operator, 'rejected', (tx, clock, d) => rejectBuy(tx, clock, d), { reason });
      });
    case 'fiat:payout':
      return run(async () => {
        const usage = 'usage: fiat:payout ID BANKREF (6 to 32 letters or digits)';
        needId(usage);
        const bankRef = (rest[0] ?? '').trim();
        const problem = utrProblem(bankRef);
        if (problem || rest.length !== 1) throw new Error(problem ? `${translate('en-US', problem)}\n${usage}` : usage);
        return decide(ctx, idText, operator, 'paid out', (tx, clock, d) => payoutSell(tx, clock, d), { bankRef });
      });
    case 'fiat:payout-reject':
      return run(async () => {
        const usage = 'usage: fiat:payout-reject ID REASON (at most 200 characters)';
        needId(usage);
        const reason = reasonOf(rest, usage);
        return decide(ctx, idText, operator, 'rejected', (tx, clock, d) => rejectSell(tx, clock, d), { reason });
      });
    case 'fiat:run-now':
      return runFiatNowFromOps(ctx, operator);
    default:
      return runLateCommand(ctx, command, args, operator);
  }
}
