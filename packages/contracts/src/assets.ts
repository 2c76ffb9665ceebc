/**
 * The asset catalogue (issue "Ledger, wallets and asset flows"): each asset's scale (its own: most
 * are 8, USDC is 6; the money module reads every amount at it) and chains, with
 * deposit minimum (worth at least 1 USDT, SPEC §9), withdrawal fee, minimum and maximum, and the
 * confirmations a deposit needs. Amounts are decimal strings in the asset's units.
 */
export type TChain = {
  chain: string;
  /** How a valid address on this chain looks. */
  addressPattern: RegExp;
  /** Whether a withdrawal needs a memo/tag (the "remark" of the address book). */
  needsMemo: boolean;
  depositMin: string;
  withdrawFee: string;
  withdrawMin: string;
  withdrawMax: string;
  confirmations: number;
};

export type TAsset = { currency: string; name: string; scale: number; chains: TChain[] };

const EVM = /^0x[0-9a-fA-F]{40}$/;
const TRON = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

const chain = (c: Omit<TChain, 'confirmations'>): TChain => ({ ...c, confirmations: 12 });

export const ASSETS: TAsset[] = [
  {
    currency: 'USDT',
    name: 'Tether',
    scale: 8,
    chains: [
      chain({ chain: 'TRC20', addressPattern: TRON, needsMemo: false, depositMin: '1', withdrawFee: '1', withdrawMin: '10', withdrawMax: '100000' }),
      chain({ chain: 'ERC20', addressPattern: EVM, needsMemo: false, depositMin: '1', withdrawFee: '5', withdrawMin: '20', withdrawMax: '100000' }),
    ],
  },
  {
    currency: 'BTC',
    name: 'Bitcoin',
    scale: 8,
    chains: [
      chain({
        chain: 'BTC',
        addressPattern: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
        needsMemo: false,
        depositMin: '0.0001',
        withdrawFee: '0.0005',
        withdrawMin: '0.001',
        withdrawMax: '10',
      }),
    ],
  },
  {
    currency: 'ETH',
    name: 'Ethereum',
    scale: 8,
    chains: [chain({ chain: 'ERC20', addressPattern: EVM, needsMemo: false, depositMin: '0.001', withdrawFee: '0.003', withdrawMin: '0.01', withdrawMax: '200' })],
  },
  {
    currency: 'LTC',
    name: 'Litecoin',
    scale: 8,
    chains: [
      chain({
        chain: 'LTC',
        addressPattern: /^(ltc1[02-9ac-hj-np-z]{11,71}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/,
        needsMemo: false,
        depositMin: '0.02',
        withdrawFee: '0.001',
        withdrawMin: '0.1',
        withdrawMax: '5000',
      }),
    ],
  },
  {
    currency: 'EOS',
    name: 'EOS',
    scale: 8,
    chains: [chain({ chain: 'EOS', addressPattern: /^[a-z1-5.]{1,12}$/, needsMemo: true, depositMin: '2', withdrawFee: '0.1', withdrawMin: '5', withdrawMax: '100000' })],
  },
  {
    currency: 'ADA',
    name: 'Cardano',
    scale: 8,
    chains: [
      chain({ chain: 'ADA', addressPattern: /^addr1[02-9ac-hj-np-z]{50,120}$/, needsMemo: false, depositMin: '3', withdrawFee: '1', withdrawMin: '10', withdrawMax: '500000' }),
    ],
  },
  {
    currency: 'XRP',
    name: 'XRP',
    scale: 8,
    chains: [
      chain({ chain: 'XRP', addressPattern: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/, needsMemo: true, depositMin: '2', withdrawFee: '0.25', withdrawMin: '20', withdrawMax: '500000' }),
    ],
  },
  {
    currency: 'DOGE',
    name: 'Dogecoin',
    scale: 8,
    chains: [
      chain({ chain: 'DOGE', addressPattern: /^D[1-9A-HJ-NP-Za-km-z]{25,34}$/, needsMemo: false, depositMin: '10', withdrawFee: '5', withdrawMin: '50', withdrawMax: '2000000' }),
    ],
  },
  {
    currency: 'LBR',
    name: 'Libra',
    scale: 8,
    chains: [chain({ chain: 'ERC20', addressPattern: EVM, needsMemo: false, depositMin: '1', withdrawFee: '1', withdrawMin: '10', withdrawMax: '1000000' })],
  },
  {
    // 6 decimals, as on its chains: the catalogue's proof that every amount follows its asset's scale.
    currency: 'USDC',
    name: 'USD Coin',
    scale: 6,
    chains: [
      chain({ chain: 'TRC20', addressPattern: TRON, needsMemo: false, depositMin: '1', withdrawFee: '0.8', withdrawMin: '10', withdrawMax: '100000' }),
      chain({ chain: 'ERC20', addressPattern: EVM, needsMemo: false, depositMin: '1', withdrawFee: '4.5', withdrawMin: '20', withdrawMax: '100000' }),
    ],
  },
];

/**
 * Adds an asset to the catalogue at run time: a launchpad token (issue 16), which has a scale but no
 * chain (it cannot be deposited or withdrawn). The server registers what its `catalog_assets`
 * table holds; the web app what `/market/catalog` answers. A currency already listed is left as it is.
 */
export function registerAsset(asset: TAsset): boolean {
  if (findAsset(asset.currency)) return false;
  ASSETS.push({ ...asset, currency: asset.currency.toUpperCase() });
  return true;
}

/** The catalogue entry of a currency (any case), or undefined when it is not listed. */
export function findAsset(currency: string): TAsset | undefined {
  return ASSETS.find((a) => a.currency === currency.toUpperCase());
}

/** A currency's chain by name (any case), or undefined when the pair is not listed. */
export function findChain(currency: string, chainName: string): TChain | undefined {
  return findAsset(currency)?.chains.find((c) => c.chain === chainName.toUpperCase());
}

/** SPEC §3: the wallets a user holds. */
export const WALLETS = ['coin', 'contract'] as const;
export type TWallet = (typeof WALLETS)[number];

/**
 * Every wallet the ledger keeps for a user: the two a user moves money between, and `fund`, which
 * holds the principal of the user's fund holdings (issue 16) and takes part in no transfer.
 */
export const LEDGER_WALLETS = [...WALLETS, 'fund'] as const;
export type TLedgerWallet = (typeof LEDGER_WALLETS)[number];

/** SPEC §4: deposit and withdrawal record states. */
export const REVIEW_STATUS = { pending: 0, finished: 1, rejected: 2 } as const;
