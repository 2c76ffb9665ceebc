import { DEFAULT_QUOTE_COIN, findAsset, type TWallet } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { amountError } from './amount-rules';
import type { TTransferInput, TTransferType } from './assets-types';
import { assetScale } from './catalog';

/**
 * The coin ⇄ contract transfer form as data (STYLE.md, the dYdX model): input state and a reducer,
 * a summary and the amount's error, with no UI in it. One hook (use-transfer-form.ts) serves the
 * desktop and the mobile views. The coin and the direction live in the address, in the server's own
 * terms (?coin=USDT&type=1: `type` 1 coin → contract, 2 contract → coin, as POST /contract/transfer
 * takes it), so a link from an asset row opens the form ready and a reload keeps it.
 */
export type TTransferFormState = {
  amount: string;
  /** Set by a try to transfer: from then on the amount's error is shown beside the field. */
  isChecked: boolean;
};

export const INITIAL_TRANSFER_FORM: TTransferFormState = { amount: '', isChecked: false };

export type TTransferAction =
  | { type: 'amount'; value: string }
  /** A try to transfer: the amount's error (if any) shows from now on. */
  | { type: 'check' }
  /** The other direction: the amount stays, its error waits for the next try. */
  | { type: 'switch' }
  /** Another coin, or a transfer that succeeded: the form starts over. */
  | { type: 'reset' };

export function transferFormReducer(state: TTransferFormState, action: TTransferAction): TTransferFormState {
  switch (action.type) {
    case 'amount':
      return { ...state, amount: action.value };
    case 'check':
      return { ...state, isChecked: true };
    case 'switch':
      return { ...state, isChecked: false };
    case 'reset':
      return INITIAL_TRANSFER_FORM;
  }
}

/** What moves where: the coin of the catalogue and the server's direction. */
export type TTransferTarget = { currency: string; type: TTransferType };

/** Reads a query the way URLSearchParams does (`get`), so the engine needs no router. */
type TQuery = { get: (name: string) => string | null };

/**
 * The coin and direction of the address. An unknown or missing coin is USDT (any listed coin moves
 * between the user's own accounts, a launchpad token too: no chain is involved). `type=2` is
 * contract → coin; the older mobile links' `from=contract` still says the same; anything else is
 * the server's default, coin → contract.
 */
export function transferTargetOf(query: TQuery): TTransferTarget {
  const currency = findAsset(query.get('coin') ?? '')?.currency ?? DEFAULT_QUOTE_COIN;
  const type = query.get('type');
  const isFromContract = type === null ? query.get('from') === 'contract' : type === '2';
  return { currency, type: isFromContract ? 2 : 1 };
}

/**
 * The address's query for a target: the other parameters kept, `type` and `coin` set, the older
 * `from` dropped (one way of saying the direction).
 */
export function transferQueryOf(current: URLSearchParams, target: TTransferTarget): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('from');
  next.set('type', String(target.type));
  next.set('coin', target.currency);
  return next;
}

/** The source and destination wallets of a direction. */
export function walletsOf(type: TTransferType): { from: TWallet; to: TWallet } {
  return type === 1 ? { from: 'coin', to: 'contract' } : { from: 'contract', to: 'coin' };
}

/** The available balances of the coin in both wallets; undefined while a wallet is loading. */
export type TTransferBalances = Record<TWallet, string | undefined>;

export type TTransferSummary = TTransferTarget & {
  from: TWallet;
  to: TWallet;
  /** The coin's decimals: more are refused, never rounded. */
  scale: number;
  balances: TTransferBalances;
  /** The source wallet's available balance (the most that can move); undefined while loading. */
  available: string | undefined;
  /** Towards the contract account the form says what it is for and that the funds can come back. */
  hasContractNote: boolean;
};

export function transferSummary(target: TTransferTarget, balances: TTransferBalances): TTransferSummary {
  const { from, to } = walletsOf(target.type);
  return {
    ...target,
    from,
    to,
    scale: assetScale(target.currency),
    balances,
    available: balances[from],
    hasContractNote: to === 'contract',
  };
}

/**
 * The first rule the amount breaks, as the server's message key and in the server's order (the
 * Amount rule at the coin's decimals, then the source wallet's available balance). While the
 * balance is loading only the Amount rule is checked: the server checks the balance anyway.
 */
export function transferFormError(state: TTransferFormState, summary: TTransferSummary): TMessageKey | null {
  return amountError(state.amount, { scale: summary.scale, available: summary.available });
}

/** The error shown beside the amount: only once the user tried to transfer. */
export function shownAmountError(state: TTransferFormState, summary: TTransferSummary): TMessageKey | null {
  return state.isChecked ? transferFormError(state, summary) : null;
}

/** The call's parameters (POST /contract/transfer): the amount as typed, the coin, the direction. */
export function transferRequestOf(state: TTransferFormState, target: TTransferTarget): TTransferInput {
  return { currency: target.currency, amount: state.amount, type: target.type };
}
