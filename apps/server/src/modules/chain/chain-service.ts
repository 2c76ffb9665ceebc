import { findChain } from '@exchange/contracts';
import { erc20Abi, getAddress, type PublicClient } from 'viem';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { paramsRepository } from '../params/params.repository.js';
import { chainRepository } from './chain.repository.js';
import { nodeClient, toLedgerUnits, type TChainAsset, type TChainSetup } from './chain-setup.js';
import { depositAddressOf } from './hd-keys.js';

/** The operator parameter of an asset's confirmation count (default: the catalogue's, 12). */
export const confirmationsParam = (currency: string) => `chain_confirmations_${currency}`;
/** The operator parameter of an asset's hot-wallet ceiling: above it, the surplus goes to the cold wallet (empty: no ceiling). */
export const hotMaxParam = (currency: string) => `chain_hot_max_${currency}`;

/** The chain as the modules see it (deps.chain; null where no chain is configured). */
export type TChainService = {
  setup: TChainSetup;
  client: PublicClient;
  /** The watched asset on that chain, or null (then the proof-upload path applies). */
  asset(currency: string, chain: string): TChainAsset | null;
  /** The user's deposit address (recorded the first time, so the watcher knows whose it is). */
  depositAddress(db: Kysely<TDatabase>, userId: bigint, now: number): Promise<string>;
  /** Whether the address is one of the exchange's deposit addresses (any user's). */
  isDepositAddress(db: Kysely<TDatabase>, address: string): Promise<boolean>;
  /** The confirmations a deposit of the currency needs now. */
  required(db: Kysely<TDatabase>, currency: string): Promise<number>;
  /**
   * The reserves (modules/transparency): each watched asset's balance of the hot and cold addresses
   * at the node's newest block, in ledger units (rounded down), read at that one block.
   */
  reserves(): Promise<{ block: bigint; network: string; assets: { currency: string; units: bigint; addresses: string[] }[] }>;
};

export function createChainService(setup: TChainSetup): TChainService {
  return {
    setup,
    client: nodeClient(setup.rpcUrl),
    asset(currency, chain) {
      return setup.assets.find((a) => a.currency === currency.toUpperCase() && a.chain === chain.toUpperCase()) ?? null;
    },
    async depositAddress(db, userId, now) {
      const address = depositAddressOf(setup.xpub, userId);
      await chainRepository.ensureAddress(db, userId, address, now);
      return address;
    },
    async isDepositAddress(db, address) {
      return (await chainRepository.ownersOf(db, [getAddress(address)])).size > 0;
    },
    async required(db, currency) {
      const fallback = findChain(currency, 'ERC20')?.confirmations ?? 12;
      const value = Number(await paramsRepository.get(db, confirmationsParam(currency)));
      return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : fallback;
    },
    async reserves() {
      const client = this.client;
      const block = await client.getBlockNumber();
      const addresses = [setup.hotAddress, ...(setup.coldAddress ? [setup.coldAddress] : [])];
      const assets = [];
      for (const asset of setup.assets) {
        let total = 0n;
        for (const address of addresses) {
          total += asset.contract
            ? await client.readContract({ address: asset.contract, abi: erc20Abi, functionName: 'balanceOf', args: [address], blockNumber: block })
            : await client.getBalance({ address, blockNumber: block });
        }
        assets.push({ currency: asset.currency, units: toLedgerUnits(asset, total), addresses: [...addresses] });
      }
      return { block, network: setup.network, assets };
    },
  };
}
