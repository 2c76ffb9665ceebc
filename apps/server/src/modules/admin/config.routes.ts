import type { FastifyInstance } from 'fastify';
import {
  ADMIN_CONTRACT_CAP,
  ADMIN_CONTRACT_MARKETS,
  ADMIN_CONTRACT_SET,
  ADMIN_PARAM_SET,
  ADMIN_PARAMS,
  ADMIN_PRODUCT_DISCLOSURE,
  ADMIN_PRODUCT_DISCLOSURES,
  ADMIN_PRODUCT_DISCLOSURE_PUBLISH,
  ADMIN_PRODUCT_SET,
  ADMIN_PRODUCTS,
  ADMIN_SECONDS,
  ADMIN_SECONDS_ADD,
  ADMIN_SECONDS_MARKET,
  ADMIN_SECONDS_REMOVE,
  ADMIN_SECONDS_SET,
  ADMIN_SPOT_ADD,
  ADMIN_SPOT_MARKETS,
  CONTRACT_MARKETS,
  CONTRACT_MONEY_FIELDS,
  CONTRACT_QUOTE,
  findContractMarket,
  findMarket,
  formatAmount,
  MARKETS,
  ppmToRate,
  SECONDS_ASSET,
  SECONDS_MONEY_FIELDS,
  type TProductCode,
} from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { syncCatalog } from '../catalog/catalog.js';
import { catalogRepository } from '../catalog/catalog.repository.js';
import { addSpotMarket } from '../catalog/catalog-commands.js';
import { applyField, setContractField, setLeverageCap } from '../contract/contract-commands.js';
import { contractRepository } from '../contract/contract.repository.js';
import { loadContractParams, paramsOf, seedContractMarkets, type TContractParams } from '../contract/contract-markets.js';
import { paramsRepository } from '../params/params.repository.js';
import { completeDisclosureVersions, disclosureVersions, hasCompleteDisclosure, publishDisclosure } from '../products/disclosure-texts.js';
import { setProductField } from '../products/product-commands.js';
import { ruleOf } from '../products/product-rules.js';
import { productsRepository, type TProductRow } from '../products/products.repository.js';
import { seedProducts } from '../products/seed-products.js';
import { addSecondsDuration, removeSecondsDuration, setSecondsDurationField, setSecondsMarket } from '../seconds/seconds-commands.js';
import { loadMarkets } from '../seconds/seconds-settings.js';
import { secondsRepository } from '../seconds/seconds.repository.js';
import { adminRepository } from './admin.repository.js';
import { defineAdminRoute } from './admin-route.js';
import { isMoneyParam } from './config-money.js';

/**
 * The shared command functions (the same as `npm run ops`) say what is wrong with an input in an
 * Error's text; the console answers it under the key configRejected with that text.
 */
async function refusedAs<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError || !(error instanceof Error)) throw error;
    throw new AppError('configRejected', { vars: { problem: error.message } });
  }
}

async function productView(deps: Pick<TDeps, 'db'>, row: TProductRow) {
  const rule = ruleOf(row);
  const versions = await completeDisclosureVersions(deps.db, rule.code);
  return { ...rule, disclosureVersions: versions, updatedAt: Number(row.updated_at), updatedBy: row.updated_by };
}

function contractView(p: TContractParams, row: { updated_at: bigint; updated_by: string }) {
  const usdt = (units: bigint) => formatAmount(units, CONTRACT_QUOTE);
  return {
    symbol: p.symbol,
    isEnabled: p.isEnabled,
    leverages: p.leverages.map(Number),
    maxLeverage: Number(p.maxLeverage),
    mmr: ppmToRate(p.mmrPpm),
    openFee: ppmToRate(p.openFeePpm),
    closeFee: ppmToRate(p.closeFeePpm),
    liquidationFee: ppmToRate(p.liquidationFeePpm),
    minMargin: usdt(p.minMargin),
    maxMargin: usdt(p.maxMargin),
    oiLimit: usdt(p.oiLimit),
    adverseMove: ppmToRate(p.adverseMovePpm),
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/** The requests of an action still waiting for a second operator, oldest first. */
async function pendingOf(deps: TDeps, action: string) {
  const rows = await adminRepository.pendingApprovalsOf(deps.db, action);
  return rows.map((r) => ({ approvalId: String(r.id), subject: r.subject, requestedBy: r.requested_by, requestedAt: Number(r.requested_at), reason: r.reason }));
}

async function contractViews(deps: TDeps, symbols?: string[]) {
  const rows = await contractRepository.allMarkets(deps.db);
  return rows.filter((row) => !symbols || symbols.includes(row.symbol)).map((row) => contractView(paramsOf(row), row));
}

/** The operator console's "config" calls (issue 18), each declared with defineAdminRoute. */
export function adminConfigRoutes(app: FastifyInstance, deps: TDeps): void {
  const ctx = { db: deps.db, clock: deps.clock };

  // ------------------------------------------------------------ products
  defineAdminRoute(app, deps, {
    call: ADMIN_PRODUCTS,
    handler: async () => {
      await seedProducts(ctx);
      return { data: await Promise.all((await productsRepository.list(deps.db)).map((row) => productView(deps, row))) };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_PRODUCT_SET,
    handler: async ({ input, operator, approvedBy }) => {
      const value = input.field === 'enabled' ? (input.isEnabled ? '1' : '0') : input.field === 'kyc' ? String(input.kycLevel) : input.countries.join(',') || '-';
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'products.set' };
      const row = await refusedAs(() => setProductField(ctx, { code: input.code, field: input.field, value }, by));
      return { data: await productView(deps, row), audit: { recorded: true } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_PRODUCT_DISCLOSURES,
    handler: async ({ input }) => {
      await seedProducts(ctx);
      const row = await productsRepository.find(deps.db, input.code);
      const versions = (await disclosureVersions(deps.db, input.code)).map((v) => ({
        version: v.version,
        isComplete: v.isComplete,
        origin: v.origin,
        createdBy: v.createdBy,
        createdAt: v.createdAt,
        texts: v.texts as Record<string, { title: string; text: string }>,
      }));
      return { data: { code: input.code, current: Number(row?.disclosure_version ?? 0n), versions } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_PRODUCT_DISCLOSURE,
    handler: async ({ input, operator, approvedBy }) => {
      if (input.version > 0 && !(await hasCompleteDisclosure(deps.db, input.code, input.version))) throw new AppError('disclosureVersionMissing');
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'products.disclosure' };
      const row = await refusedAs(() => setProductField(ctx, { code: input.code as TProductCode, field: 'disclosure', value: String(input.version) }, by));
      return { data: await productView(deps, row), audit: { recorded: true } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_PRODUCT_DISCLOSURE_PUBLISH,
    handler: async ({ input, operator, approvedBy }) => {
      const by = { operator: operator.name, approvedBy, action: 'products.disclosure' };
      const published = await publishDisclosure(ctx, { code: input.product, texts: input.texts, reason: input.reason }, by);
      return { data: { product: input.product, version: published.version }, audit: { recorded: true } };
    },
  });

  // ------------------------------------------------------------ spot markets
  defineAdminRoute(app, deps, {
    call: ADMIN_SPOT_MARKETS,
    handler: async () => {
      await syncCatalog(deps.db);
      const rows = await catalogRepository.marketsAdded(deps.db);
      const added = new Map(rows.map((r) => [r.symbol, r]));
      return {
        data: MARKETS.map((m) => ({
          symbol: m.symbol,
          base: m.base,
          quote: m.quote,
          pricePrecision: m.pricePrecision,
          quantityPrecision: m.quantityPrecision,
          minOrderValue: m.minOrderValue,
          maxOrderValue: m.maxOrderValue,
          makerFee: m.makerFee,
          takerFee: m.takerFee,
          addedBy: added.get(m.symbol)?.created_by ?? null,
          addedAt: added.has(m.symbol) ? Number(added.get(m.symbol)!.created_at) : null,
        })),
      };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_SPOT_ADD,
    handler: async ({ input, operator, approvedBy }) => {
      const { reason, ...market } = input;
      const by = { operator: operator.name, reason, approvedBy, action: 'spot.add' };
      const listed = await refusedAs(() => addSpotMarket(ctx, market, by));
      return { data: { ...listed, addedBy: operator.name, addedAt: deps.clock.now() }, audit: { recorded: true } };
    },
  });

  // ------------------------------------------------------------ contract markets
  defineAdminRoute(app, deps, {
    call: ADMIN_CONTRACT_MARKETS,
    handler: async () => {
      await seedContractMarkets(ctx);
      const caps = await contractRepository.allLeverageCaps(deps.db);
      return {
        data: {
          markets: await contractViews(deps),
          caps: caps.map((c) => ({ country: c.country, maxLeverage: Number(c.max_leverage), updatedAt: Number(c.updated_at), updatedBy: c.updated_by })),
          pending: await pendingOf(deps, 'contract.set'),
        },
      };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_CONTRACT_SET,
    // A money parameter waits for a second operator; the market and the value are checked first,
    // so that nobody is asked to approve what could not apply.
    needsApproval: async (input) => {
      const symbols = input.symbol === 'all' ? CONTRACT_MARKETS.map((m) => m.symbol) : [findContractMarket(input.symbol)?.symbol];
      if (!symbols[0]) throw new AppError('contractMarketUnknown');
      await seedContractMarkets(ctx);
      for (const symbol of symbols as string[]) {
        const params = await loadContractParams(deps.db, symbol);
        if (params) await refusedAs(async () => applyField(params, input.field, input.value));
      }
      // Every field of a contract market is a money or risk term (fees, margins, leverage, the
      // adverse move, on/off): a second admin approves each change (issue 24).
      return { subject: `contract:${input.symbol} ${input.field}=${input.value}` };
    },
    handler: async ({ input, operator, approvedBy }) => {
      if (input.symbol !== 'all' && !findContractMarket(input.symbol)) throw new AppError('contractMarketUnknown');
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'contract.set' };
      const changed = await refusedAs(() => setContractField(ctx, { symbol: input.symbol, field: input.field, value: input.value }, by));
      return { data: await contractViews(deps, changed.map((p) => p.symbol)), audit: { recorded: true } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_CONTRACT_CAP,
    needsApproval: async (input) => ({ subject: `contract-cap:${input.country} ${input.maxLeverage ?? '-'}` }),
    handler: async ({ input, operator, approvedBy }) => {
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'contract.set' };
      const data = await refusedAs(() => setLeverageCap(ctx, { country: input.country, cap: input.maxLeverage === null ? null : String(input.maxLeverage) }, by));
      return { data, audit: { recorded: true } };
    },
  });

  // ------------------------------------------------------------ seconds contracts
  defineAdminRoute(app, deps, {
    call: ADMIN_SECONDS,
    handler: async () => {
      const rows = await secondsRepository.durations(deps.db);
      const usdt = (units: bigint) => formatAmount(units, SECONDS_ASSET);
      return {
        data: {
          durations: rows.map((d) => ({ second: Number(d.second), incomeRate: ppmToRate(d.income_rate_ppm), min: usdt(d.min_amount), max: usdt(d.max_amount), isEnabled: d.enabled === 1n })),
          markets: (await loadMarkets(deps.db, true)).map((m) => ({ symbol: m.symbol, isEnabled: m.isEnabled })),
          pending: await pendingOf(deps, 'seconds.set'),
        },
      };
    },
  });
  const durationExists = async (second: number) => Boolean(await secondsRepository.findDuration(deps.db, BigInt(second)));
  defineAdminRoute(app, deps, {
    call: ADMIN_SECONDS_SET,
    needsApproval: async (input) => {
      if (!(await durationExists(input.second))) throw new AppError('configRejected', { vars: { problem: `no duration ${input.second}s` } });
      return (SECONDS_MONEY_FIELDS as readonly string[]).includes(input.field) ? { subject: `seconds-duration:${input.second} ${input.field}=${input.value}` } : null;
    },
    handler: async ({ input, operator, approvedBy }) => {
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'seconds.set' };
      const data = await refusedAs(() => setSecondsDurationField(ctx, { second: String(input.second), field: input.field, value: input.value }, by));
      return { data, audit: { recorded: true } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_SECONDS_ADD,
    needsApproval: async (input) => {
      if (await durationExists(input.second)) throw new AppError('configRejected', { vars: { problem: `the duration ${input.second}s is offered already` } });
      return { subject: `seconds-duration:${input.second} add` };
    },
    handler: async ({ input, operator, approvedBy }) => {
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'seconds.set' };
      const { reason: _reason, ...change } = input;
      const data = await refusedAs(() => addSecondsDuration(ctx, { ...change, second: String(change.second) }, by));
      return { data, audit: { recorded: true } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_SECONDS_REMOVE,
    handler: async ({ input, operator, approvedBy }) => {
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'seconds.set' };
      const data = await refusedAs(() => removeSecondsDuration(ctx, { second: String(input.second) }, by));
      return { data, audit: { recorded: true } };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_SECONDS_MARKET,
    handler: async ({ input, operator, approvedBy }) => {
      if (!findMarket(input.symbol)) throw new AppError('marketNotFound');
      const by = { operator: operator.name, reason: input.reason, approvedBy, action: 'seconds.set' };
      const data = await refusedAs(() => setSecondsMarket(ctx, { symbol: input.symbol, isEnabled: input.isEnabled }, by));
      return { data, audit: { recorded: true } };
    },
  });

  // ------------------------------------------------------------ parameters
  defineAdminRoute(app, deps, {
    call: ADMIN_PARAMS,
    handler: async () => {
      const rows = await paramsRepository.list(deps.db);
      const waiting = await adminRepository.pendingApprovalsOf(deps.db, 'params.set');
      const pending = waiting.map((w) => {
        const stored = JSON.parse(w.input) as { input?: { name?: string; value?: string } };
        return { name: stored.input?.name ?? '', approvalId: String(w.id), value: stored.input?.value ?? '', requestedBy: w.requested_by, requestedAt: Number(w.requested_at), reason: w.reason };
      });
      return {
        data: rows.map((r) => ({
          name: r.name,
          value: r.value,
          description: r.description,
          isPublic: r.is_public === 1n,
          isMoney: isMoneyParam(r.name),
          updatedAt: Number(r.updated_at),
          updatedBy: r.updated_by,
          pending: pending.filter((p) => p.name === r.name).map(({ name: _name, ...p }) => p),
        })),
      };
    },
  });
  defineAdminRoute(app, deps, {
    call: ADMIN_PARAM_SET,
    needsApproval: async (input) => {
      if ((await paramsRepository.get(deps.db, input.name)) === null) throw new AppError('paramUnknown');
      return isMoneyParam(input.name) ? { subject: `param:${input.name}=${input.value}` } : null;
    },
    handler: async ({ input, operator, approvedBy }) => {
      const set = await paramsRepository.setRecorded(ctx, { name: input.name, value: input.value }, { operator: operator.name, reason: input.reason, approvedBy, action: 'params.set' });
      if (!set) throw new AppError('paramUnknown');
      return { data: set, audit: { recorded: true } };
    },
  });
}
