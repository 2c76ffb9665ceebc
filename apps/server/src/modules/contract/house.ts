import { sql, type Kysely, type Transaction } from 'kysely';
import { CONTRACT_MARGIN_ASSET, findContractMarket, houseWorstCaseLoss, positionValue, readAmountOf, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { accountKey, system } from '../ledger/accounts.js';
import { postTransaction, type TLedgerTransaction } from '../ledger/post-transaction.js';
import { accountBalance } from '../ledger/balance.js';
import { loadAllContractParams, type TContractParams } from './contract-markets.js';

type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/**
 * The contract house (ARCHITECTURE.md "Products, the house and promises"): the system account
 * that is the counterparty of every position. Users' profits are paid from it and their losses
 * go to it, by ledger transactions only. Unlike the clearing accounts it may never go negative:
 * every posting that touches it checks its balance in the same transaction (postWithHouse).
 */
export const HOUSE = system('contract_house');
export const INSURANCE = system('insurance_fund');
export const HOUSE_KEY = accountKey(HOUSE);
export const INSURANCE_KEY = accountKey(INSURANCE);

/** The balance of the house or the insurance fund, in the margin asset. */
export function systemBalance(db: TDb, account: typeof HOUSE): Promise<bigint> {
  return accountBalance(db, account, CONTRACT_MARGIN_ASSET);
}

/**
 * Serialises the house's decisions: on PostgreSQL the house's account row is locked until the
 * transaction ends, so two openings cannot both pass the limits on the same capital. SQLite runs
 * one write transaction at a time already.
 */
export async function lockHouse(tx: Transaction<TDatabase>, dialect: TDeps['dialect']): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select balance from ledger_accounts where key = ${HOUSE_KEY} and asset = ${CONTRACT_MARGIN_ASSET} for update`.execute(tx);
}

/** Posts a transaction that moves the house's balance, and refuses it (rolling back) if the house would go below zero. */
export async function postWithHouse(tx: Transaction<TDatabase>, now: number, transaction: TLedgerTransaction): Promise<bigint> {
  const id = await postTransaction(tx, now, transaction);
  if ((await systemBalance(tx, HOUSE)) < 0n) throw new AppError('contractHouseCapital');
  return id;
}

/** Each market's net exposure in lots: Σ up lots − Σ down lots of the holding positions (contract_exposure). */
export async function exposures(db: TDb): Promise<Map<string, bigint>> {
  const rows = await db.selectFrom('contract_exposure').select(['symbol', 'net_lots']).execute();
  return new Map(rows.map((r) => [r.symbol, r.net_lots]));
}

/** Moves a market's net exposure in the transaction that opens (+) or settles (−) a position. */
export async function moveExposure(tx: Transaction<TDatabase>, symbol: string, lots: bigint): Promise<void> {
  await tx
    .insertInto('contract_exposure')
    .values({ symbol, net_lots: lots })
    .onConflict((oc) => oc.column('symbol').doUpdateSet((eb) => ({ net_lots: eb('contract_exposure.net_lots', '+', lots) })))
    .execute();
}

/** Markets whose kept exposure differs from their holding positions' (a bug; the tests check none does). */
export async function auditExposure(db: TDb): Promise<{ symbol: string; kept: bigint; held: bigint }[]> {
  const held = await db
    .selectFrom('contract_orders')
    .select(['symbol', sql<bigint>`sum(case when direction = 'up' then quantity else -quantity end)`.as('lots')])
    .where('status', '=', 'holding')
    .groupBy('symbol')
    .execute();
  const kept = await exposures(db);
  const out: { symbol: string; kept: bigint; held: bigint }[] = [];
  for (const symbol of new Set([...kept.keys(), ...held.map((h) => h.symbol)])) {
    const k = kept.get(symbol) ?? 0n;
    const h = BigInt(held.find((r) => r.symbol === symbol)?.lots ?? 0n);
    if (k !== h) out.push({ symbol, kept: k, held: h });
  }
  return out;
}

/** Every market's parameters by symbol (the capital check sums the worst cases of all markets). */
export async function allParams(db: TDb): Promise<Map<string, TContractParams>> {
  return new Map((await loadAllContractParams(db)).map((p) => [p.symbol, p]));
}

/** The newest recorded price of each market as this process knows it (the other markets' worst cases). */
export const latestPriceOf = (deps: Pick<TDeps, 'priceTicks'>) => (symbol: string) => deps.priceTicks.latest(symbol)?.price ?? null;

export type THouseCheck = { market: TMarket; params: TContractParams; priceTicks: bigint; addLots: bigint };

/**
 * Refuses an opening that would take the house past its open-interest limit on the market, or
 * past what its capital covers on the adverse move: the worst-case losses of every market's
 * exposure (this one with the new position) must not exceed the house's balance. A position
 * that reduces the market's net exposure is always taken. Call inside the opening's transaction
 * after lockHouse.
 * @throws AppError contractHouseLimit | contractHouseCapital
 */
export async function checkHouse(
  tx: TDb,
  check: THouseCheck,
  allParams: Map<string, TContractParams>,
  priceOf: (symbol: string) => bigint | null,
): Promise<void> {
  const all = await exposures(tx);
  const before = all.get(check.market.symbol) ?? 0n;
  const after = before + check.addLots;
  const abs = (v: bigint) => (v < 0n ? -v : v);
  if (abs(after) <= abs(before)) return;
  if (positionValue(check.market, abs(after), check.priceTicks, 'up') > check.params.oiLimit) {
    throw new AppError('contractHouseLimit', { vars: { symbol: check.market.base + '/' + check.market.quote } });
  }
  all.set(check.market.symbol, after);
  let worst = 0n;
  for (const [symbol, lots] of all) {
    if (lots === 0n) continue;
    const market = findContractMarket(symbol);
    const params = allParams.get(symbol);
    const price = symbol === check.market.symbol ? check.priceTicks : priceOf(symbol);
    if (!market || !params || !price) continue;
    worst += houseWorstCaseLoss(market, lots, price, params.adverseMovePpm);
  }
  if (worst > (await systemBalance(tx, HOUSE))) throw new AppError('contractHouseCapital');
}

/** The house's free capacity on a market: how much more position value (USDT units) it takes on either side now. */
export function freeCapacity(
  market: TMarket,
  params: TContractParams,
  exposureLots: bigint,
  priceTicks: bigint,
  houseBalance: bigint,
  otherWorst: bigint,
): bigint {
  const abs = exposureLots < 0n ? -exposureLots : exposureLots;
  const used = positionValue(market, abs, priceTicks, 'up');
  const byLimit = params.oiLimit > used ? params.oiLimit - used : 0n;
  // Capital left after the other markets' worst cases, divided by the adverse move, less what this market uses.
  const capital = houseBalance > otherWorst ? houseBalance - otherWorst : 0n;
  const byCapitalTotal = (capital * 1_000_000n) / params.adverseMovePpm;
  const byCapital = byCapitalTotal > used ? byCapitalTotal - used : 0n;
  return byLimit < byCapital ? byLimit : byCapital;
}

/** Demo capital: the house and the insurance fund, paid in once from deposit clearing (an operator's deposit). */
export const DEMO_HOUSE_CAPITAL = { house: '10000000', insurance: '1000000' } as const;

/**
 * Pays operator capital into the contract house or the insurance fund through the ledger like any
 * deposit (never minted): deposit clearing goes negative by what came in, as it does for users'
 * deposits. The reference is unique, so the same payment is booked once however often it is sent.
 * Returns false when that reference was already booked.
 */
export async function fundHouseAccount(
  tx: TDb,
  now: number,
  input: { account: typeof HOUSE | typeof INSURANCE; amount: bigint; reference: string; memo: string },
): Promise<boolean> {
  const done = await tx.selectFrom('ledger_transactions').select('id').where('type', '=', 'house_funding').where('reference', '=', input.reference).executeTakeFirst();
  if (done) return false;
  await postTransaction(tx, now, {
    type: 'house_funding',
    reference: input.reference,
    memo: input.memo,
    postings: [
      { account: system('deposit_clearing'), asset: CONTRACT_MARGIN_ASSET, amount: -input.amount },
      { account: input.account, asset: CONTRACT_MARGIN_ASSET, amount: input.amount },
    ],
  });
  return true;
}

/** Funds the contract house and the insurance fund once per database in demo mode. */
export async function fundDemoHouse(deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> {
  const units = (text: string) => readAmountOf(text, CONTRACT_MARGIN_ASSET).units!;
  await deps.db.transaction().execute(async (tx) => {
    await fundHouseAccount(tx, deps.clock.now(), { account: HOUSE, amount: units(DEMO_HOUSE_CAPITAL.house), reference: 'contract-house:demo', memo: 'demo capital' });
    await fundHouseAccount(tx, deps.clock.now(), { account: INSURANCE, amount: units(DEMO_HOUSE_CAPITAL.insurance), reference: 'insurance-fund:demo', memo: 'demo capital' });
  });
}
