import type { FastifyInstance } from 'fastify';
import { ADMIN_CHAIN_BALANCES, chainDepositListCall, formatAmount } from '@exchange/contracts';
import { erc20Abi } from 'viem';
import type { TDeps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { defineAdminRoute } from '../admin/admin-route.js';
import { paramsRepository } from '../params/params.repository.js';
import { balancesOf } from '../ledger/ledger.repository.js';
import { system } from '../ledger/accounts.js';
import { chainRepository } from './chain.repository.js';
import { hotMaxParam } from './chain-service.js';
import { toLedgerUnits, type TChainAsset } from './chain-setup.js';
import { presentChainDeposit } from './present-chain-deposit.js';

const CURSOR = 'ethereum';

export function chainRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: chainDepositListCall,
    auth: true,
    handler: async ({ user, input }) => {
      const page = await chainRepository.pageOwned(deps.db, user.userId, input.currency.toUpperCase(), input);
      const cursor = await chainRepository.cursor(deps.db, CURSOR);
      const head = cursor?.block_number ?? 0n;
      const required = new Map<string, number>();
      const list = [];
      for (const row of page.list) {
        if (!required.has(row.currency)) required.set(row.currency, deps.chain ? await deps.chain.required(deps.db, row.currency) : 12);
        list.push(presentChainDeposit(row, { head, required: required.get(row.currency)!, setup: deps.chain?.setup ?? null }));
      }
      return { data: { ...page, list } };
    },
  });

  defineAdminRoute(app, deps, {
    call: ADMIN_CHAIN_BALANCES,
    handler: async () => {
      const chain = deps.chain;
      if (!chain) return { data: { configured: false, network: '', hotAddress: '', coldAddress: '', head: null, processed: null, processedAt: null, assets: [], pending: 0 } };
      const { client, setup } = chain;
      const onChain = async (asset: TChainAsset, address: `0x${string}` | null): Promise<string | null> => {
        if (!address) return null;
        try {
          const value = asset.contract
            ? await client.readContract({ address: asset.contract, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
            : await client.getBalance({ address });
          return formatAmount(toLedgerUnits(asset, value), asset.currency);
        } catch {
          return null;
        }
      };
      const ledger = await balancesOf(deps.db, [system('chain_hot_wallet'), system('chain_cold_wallet'), system('chain_deposit_wallets')]);
      const assets = [];
      for (const asset of setup.assets) {
        assets.push({
          currency: asset.currency,
          contract: asset.contract ?? '',
          hotOnChain: await onChain(asset, setup.hotAddress),
          hotLedger: formatAmount(-ledger(system('chain_hot_wallet'), asset.currency), asset.currency),
          coldOnChain: await onChain(asset, setup.coldAddress),
          coldLedger: formatAmount(-ledger(system('chain_cold_wallet'), asset.currency), asset.currency),
          depositWalletsLedger: formatAmount(-ledger(system('chain_deposit_wallets'), asset.currency), asset.currency),
          hotMax: (await paramsRepository.get(deps.db, hotMaxParam(asset.currency))) ?? '',
          confirmations: await chain.required(deps.db, asset.currency),
        });
      }
      const cursor = await chainRepository.cursor(deps.db, CURSOR);
      const head = await client.getBlockNumber().catch(() => null);
      const pending = await deps.db.selectFrom('chain_txs').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'sent').executeTakeFirstOrThrow();
      return {
        data: {
          configured: true,
          network: setup.network,
          hotAddress: setup.hotAddress,
          coldAddress: setup.coldAddress ?? '',
          head: head === null ? null : Number(head),
          processed: cursor ? Number(cursor.block_number) : null,
          processedAt: cursor ? Number(cursor.updated_at) : null,
          assets,
          pending: Number(pending.n),
        },
      };
    },
  });
}
