import type { Kysely, Transaction } from 'kysely';
import { CONTRACT_MARGIN_ASSET, positionValue, positionWorstCase, readAmountOf, type TMarket } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { accountKey, system } from '../ledger/accounts.js';
import { postTransaction, type TLedgerTransaction } from '../ledger/post-transaction.js';
import { bookCapitalPayment } from '../ledger/capital.js';
import { balanceOf, lockBalance } from '../ledger/ledger.repository.js';
import { contractRepository } from './contract.repository.js';
import { loadAllContractParams, type TContractParams } from './contract-markets.js';
import { houseWorstCase } from './house-worst-case.js';

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
  return balanceOf(db, account, CONTRACT_MARGIN_ASSET);
}

/**
 * Serialises the house's decisions: on PostgreSQL the house's account row is locked until the
 * transaction ends, so two openings cannot both pass the limits on the same capital. SQLite runs
 * one write transaction at a time already.
 */
export async function lockHouse(tx: Transaction<TDatabase>, dialect: TDeps['dialect']): Promise<void> {
  if (dialect !== 'postgres') return;
  await lockBalance(tx, HOUSE, CONTRACT_MARGIN_ASSET);
}

/**
 * Posts a transaction that moves the house's balance, and refuses it if the house would go below
 * zero: the house's posting is guarded in the same SQL UPDATE that moves it (GUARDED_SYSTEM_ACCOUNTS),
 * so a concurrent settlement or transfer cannot slip past a balance read earlier. The caller's
 * transaction (or savepoint) rolls back what it wrote.
 * @throws AppError contractHouseCapital
 */
export async function postWithHouse(tx: Transaction<TDatabase>, now: number, transaction: TLedgerTransaction): Promise<bigint> {
  const id = await postTransaction(tx, now, {
    ...transaction,
    postings: transaction.postings.map((p) => (accountKey(p.account) === HOUSE_KEY ? { ...p, guard: 'contractHouseCapital' as const } : p)),
  });
  if ((await systemBalance(tx, HOUSE)) < 0n) throw new AppError('contractHouseCapital');
  return id;
}

/** Each market's net exposure in lots: Σ up lots − Σ down lots of the holding positions (contract_exposure). */
export async function exposures(db: TDb): Promise<Map<string, bigint>> {
  const rows = await contractRepository.exposureRows(db);
  return new Map(rows.map((r) => [r.symbol, r.net_lots]));
}

/** Moves a market's net exposure in the transaction that opens (+) or settles (−) a position. */
export async function moveExposure(tx: Transaction<TDatabase>, symbol: string, lots: bigint): Promise<void> {
  await contractRepository.moveExposure(tx, symbol, lots);
}

/** Markets whose kept exposure differs from their holding positions' (a bug; the tests check none does). */
export async function auditExposure(db: TDb): Promise<{ symbol: string; kept: bigint; held: bigint }[]> {
  const held = await contractRepository.heldLots(db);
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

// The gross worst case lives beside (one grouped read); re-exported for the callers of this module.

export type THouseCheck = { market: TMarket; params: TContractParams; priceTicks: bigint; addLots: bigint };

/**
 * Refuses an opening that would take the house past its open-interest limit on the market (on
 * its net exposure, checked when the opening grows it), or past what its capital covers: the
 * gross worst case of every open position of every market, this one included (never netted
 * between longs and shorts, markets without a known price counted on their own terms), must not
 * exceed the house's balance. Call inside the opening's transaction after lockHouse.
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
  if (abs(after) > abs(before) && positionValue(check.market, abs(after), check.priceTicks, 'up') > check.params.oiLimit) {
    throw new AppError('contractHouseLimit', { vars: { symbol: check.market.base + '/' + check.market.quote } });
  }
  const price = (symbol: string) => (symbol === check.market.symbol ? check.priceTicks : priceOf(symbol));
  const worst = (await houseWorstCase(tx, allParams, price)) + positionWorstCase(check.market, { direction: check.addLots > 0n ? 'up' : 'down', lots: abs(check.addLots), openTicks: check.priceTicks }, check.priceTicks, check.params.adverseMovePpm);
  if (worst > (await systemBalance(tx, HOUSE))) throw new AppError('contractHouseCapital');
}

/**
 * The house's free capacity on a market: how much more position value (USDT units) it takes on
 * either side now, by the open-interest limit (net) and by its capital: each new unit of value
 * adds the adverse move to the gross worst case `totalWorst` of every open position.
 */
export function freeCapacity(
  market: TMarket,
  params: TContractParams,
  exposureLots: bigint,
  priceTicks: bigint,
  houseBalance: bigint,
  totalWorst: bigint,
): bigint {
  const abs = exposureLots < 0n ? -exposureLots : exposureLots;
  const used = positionValue(market, abs, priceTicks, 'up');
  const byLimit = params.oiLimit > used ? params.oiLimit - used : 0n;
  const capital = houseBalance > totalWorst ? houseBalance - totalWorst : 0n;
  const byCapital = params.adverseMovePpm === 0n ? byLimit : (capital * 1_000_000n) / params.adverseMovePpm;
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
  return bookCapitalPayment(tx, now, { type: 'house_funding', account: input.account, asset: CONTRACT_MARGIN_ASSET, amount: input.amount, reference: input.reference, memo: input.memo });
}

/** Funds the contract house and the insurance fund once per database in demo mode. */
export async function fundDemoHouse(deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> {
  const units = (text: string) => readAmountOf(text, CONTRACT_MARGIN_ASSET).units!;
  await deps.db.transaction().execute(async (tx) => {
    await fundHouseAccount(tx, deps.clock.now(), { account: HOUSE, amount: units(DEMO_HOUSE_CAPITAL.house), reference: 'contract-house:demo', memo: 'demo capital' });
    await fundHouseAccount(tx, deps.clock.now(), { account: INSURANCE, amount: units(DEMO_HOUSE_CAPITAL.insurance), reference: 'insurance-fund:demo', memo: 'demo capital' });
  });
}
