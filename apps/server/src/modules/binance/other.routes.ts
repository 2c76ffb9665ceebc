import type { FastifyInstance } from 'fastify';
import { ASSETS, bnCoinConfigCall, bnIsolatedPairsCall, bnMarginPairsCall, bnDeliveryInfoCall, bnFuturesInfoCall, formatAmount, formatUnits, type TBinancePrefix } from '@exchange/contracts';
import { ledgerRepository } from '../ledger/ledger.repository.js';
import { binanceRoute, type TBinanceDeps } from './binance-route.js';

/**
 * The calls outside /api/v3 that Binance clients make while loading markets: the coin
 * configuration (`/sapi/v1/capital/config/getall`: networks, fees, minimums, and the caller's
 * balances; read only, deposits and withdrawals stay in the app), the margin pairs (none) and the futures market lists
 * (`/fapi/v1` and `/dapi/v1` exchangeInfo), which are empty: contracts are traded in the app.
 */
export function binanceOtherRoutes(app: FastifyInstance, bn: TBinanceDeps, prefix: TBinancePrefix): void {
  const { deps } = bn;
  const noMarkets = async () => ({ timezone: 'UTC' as const, serverTime: deps.clock.now(), rateLimits: [], exchangeFilters: [], assets: [], symbols: [] });
  if (prefix === '/fapi/v1') binanceRoute(app, bn, bnFuturesInfoCall, noMarkets);
  if (prefix === '/dapi/v1') binanceRoute(app, bn, bnDeliveryInfoCall, noMarkets);
  if (prefix !== '/sapi/v1') return;
  binanceRoute(app, bn, bnMarginPairsCall, async () => []);
  binanceRoute(app, bn, bnIsolatedPairsCall, async () => []);
  binanceRoute(app, bn, bnCoinConfigCall, async ({ key }) => {
    const rows = await ledgerRepository.walletBalances(deps.db, key!.row.user_id, 'coin');
    const balance = (asset: string, bucket: string) => rows.find((r) => r.asset === asset && r.bucket === bucket)?.balance ?? 0n;
    return ASSETS.map((asset) => ({
      coin: asset.currency,
      name: asset.name,
      depositAllEnable: asset.chains.length > 0,
      withdrawAllEnable: asset.chains.length > 0,
      free: formatAmount(balance(asset.currency, 'available'), asset.currency),
      locked: formatAmount(balance(asset.currency, 'frozen'), asset.currency),
      freeze: '0',
      withdrawing: '0',
      ipoing: '0',
      ipoable: '0',
      storage: '0',
      isLegalMoney: false,
      trading: true,
      networkList: asset.chains.map((chain, i) => ({
        network: chain.chain,
        coin: asset.currency,
        name: chain.chain,
        isDefault: i === 0,
        depositEnable: true,
        withdrawEnable: true,
        withdrawFee: chain.withdrawFee,
        withdrawMin: chain.withdrawMin,
        withdrawMax: chain.withdrawMax,
        withdrawIntegerMultiple: formatUnits(1n, asset.scale),
        minConfirm: chain.confirmations,
        unLockConfirm: chain.confirmations,
        addressRegex: chain.addressPattern.source,
        memoRegex: chain.needsMemo ? '^[0-9A-Za-z\\-_]{1,120}$' : '',
        sameAddress: false,
        depositDesc: '',
        withdrawDesc: '',
        specialTips: '',
        busy: false,
        resetAddressStatus: false,
        contractAddress: '',
        contractAddressUrl: '',
      })),
    }));
  });
}
