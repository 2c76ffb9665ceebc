import { erc20Abi, type PublicClient } from 'viem';
import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import { balanceOf } from '../ledger/ledger.repository.js';
import { system } from '../ledger/accounts.js';
import { toChainUnits, type TChainSetup } from './chain-setup.js';
import { chainRepository } from './chain.repository.js';

export type THotWalletCheck = {
  currency: string;
  /** Base units on chain now. */
  onChain: bigint;
  /** What the ledger says the hot wallet holds, in base units, plus the fee remainders booked above the fee paid. */
  expected: bigint;
  /** Transactions from or to the hot wallet sent and not settled yet (while any is, the two may differ). */
  inFlight: number;
};

/**
 * The hot wallet on chain against the ledger (issue 28): per watched asset, the balance the node
 * reports and what the ledger's chain_hot_wallet account says (in base units). A network fee paid
 * in wei is booked rounded up to ETH's ledger scale (10^10 wei), so ETH's expectation adds back
 * each settled transaction's remainder (booked − paid), which the chain_txs rows record. Equal when
 * nothing is in flight; more on chain means someone sent the hot wallet money the ledger never
 * booked, less means money left it without a booking.
 */
export async function auditHotWallet(db: Kysely<TDatabase>, setup: TChainSetup, client: PublicClient): Promise<THotWalletCheck[]> {
  const native = setup.assets.find((a) => a.contract === null);
  const step = native ? 10n ** BigInt(native.decimals - native.scale) : 1n;
  let remainders = 0n;
  for (const paid of await chainRepository.settledFees(db, setup.hotAddress)) remainders += ((paid + step - 1n) / step) * step - paid;
  const inFlight = await chainRepository.inFlight(db, setup.hotAddress);
  const checks: THotWalletCheck[] = [];
  for (const asset of setup.assets) {
    const ledger = -(await balanceOf(db, system('chain_hot_wallet'), asset.currency));
    const fromLedger = toChainUnits(asset, ledger) ?? -1n;
    const onChain = asset.contract
      ? await client.readContract({ address: asset.contract, abi: erc20Abi, functionName: 'balanceOf', args: [setup.hotAddress] })
      : await client.getBalance({ address: setup.hotAddress });
    checks.push({ currency: asset.currency, onChain, expected: fromLedger + (asset.contract ? 0n : remainders), inFlight });
  }
  return checks;
}
