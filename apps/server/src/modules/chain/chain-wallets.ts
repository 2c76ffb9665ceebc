import { formatAmount } from '@exchange/contracts';
import { erc20Abi } from 'viem';
import type { TDeps } from '../../platform/deps.js';
import { paramsRepository } from '../params/params.repository.js';
import { balancesOf } from '../ledger/ledger.repository.js';
import { system } from '../ledger/accounts.js';
import { chainRepository, ETHEREUM_CURSOR } from './chain.repository.js';
import { hotMaxParam } from './chain-service.js';
import { toLedgerUnits, type TChainAsset } from './chain-setup.js';

/**
 * The chain as the console shows it (ADMIN_CHAIN_BALANCES): per watched asset, the hot and cold
 * wallets on chain (read from the node now) next to the ledger, the credited deposits not swept
 * yet, the hot wallet's ceiling and the confirmations; and how far the watcher got.
 */
export async function chainWallets(deps: TDeps) {
  const chain = deps.chain;
  if (!chain) return { configured: false, network: '', hotAddress: '', coldAddress: '', head: null, processed: null, processedAt: null, assets: [], pending: 0 };
  const { client, setup } = chain;
  const onChain = async (asset: TChainAsset, address: `0x${string}` | null): Promise<string | null> => {
    if (!address) return null;
    try {
      const value = asset.contract ? await client.readContract({ address: asset.contract, abi: erc20Abi, functionName: 'balanceOf', args: [address] }) : await client.getBalance({ address });
      return formatAmount(toLedgerUnits(asset, value), asset.currency);
    } catch {
      return null;
    }
  };
  const HOT = system('chain_hot_wallet');
  const COLD = system('chain_cold_wallet');
  const DEPOSITS = system('chain_deposit_wallets');
  const ledger = await balancesOf(deps.db, [HOT, COLD, DEPOSITS]);
  const assets = [];
  for (const asset of setup.assets) {
    assets.push({
      currency: asset.currency,
      contract: asset.contract ?? '',
      hotOnChain: await onChain(asset, setup.hotAddress),
      hotLedger: formatAmount(-ledger(HOT, asset.currency), asset.currency),
      coldOnChain: await onChain(asset, setup.coldAddress),
      coldLedger: formatAmount(-ledger(COLD, asset.currency), asset.currency),
      depositWalletsLedger: formatAmount(-ledger(DEPOSITS, asset.currency), asset.currency),
      hotMax: (await paramsRepository.get(deps.db, hotMaxParam(asset.currency))) ?? '',
      confirmations: await chain.required(deps.db, asset.currency),
    });
  }
  const cursor = await chainRepository.cursor(deps.db, ETHEREUM_CURSOR);
  const head = await client.getBlockNumber().catch(() => null);
  return {
    configured: true,
    network: setup.network,
    hotAddress: setup.hotAddress,
    coldAddress: setup.coldAddress ?? '',
    head: head === null ? null : Number(head),
    processed: cursor ? Number(cursor.block_number) : null,
    processedAt: cursor ? Number(cursor.updated_at) : null,
    assets,
    pending: await chainRepository.inFlight(deps.db),
  };
}
