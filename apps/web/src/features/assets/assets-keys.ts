import type { TWallet } from '@exchange/contracts';
import type { TRecordFilter } from './assets-types';

/**
 * TanStack Query keys of the assets data. Every key starts with ['assets', userId], so one user's
 * balances are never shown to the next user of the same page (logout does not know these keys).
 */
export const assetsKeys = {
  all: (userId: string) => ['assets', userId] as const,
  wallets: (userId: string) => ['assets', userId, 'wallet'] as const,
  wallet: (userId: string, wallet: TWallet) => ['assets', userId, 'wallet', wallet] as const,
  records: (userId: string, filter?: TRecordFilter) => (filter ? (['assets', userId, 'records', filter] as const) : (['assets', userId, 'records'] as const)),
  addresses: (userId: string, filter?: { currency?: string; chain?: string }) =>
    filter ? (['assets', userId, 'addresses', filter] as const) : (['assets', userId, 'addresses'] as const),
  withdrawals: (userId: string, currency?: string) =>
    currency === undefined ? (['assets', userId, 'withdrawals'] as const) : (['assets', userId, 'withdrawals', currency] as const),
  deposits: (userId: string, currency?: string) =>
    currency === undefined ? (['assets', userId, 'deposits'] as const) : (['assets', userId, 'deposits', currency] as const),
  depositAddress: (userId: string, currency: string, chain: string) => ['assets', userId, 'depositAddress', currency, chain] as const,
  /** Deposits seen on watched chains; one page (number and size) of one currency ('' = all). */
  chainDeposits: (userId: string, currency?: string, pageNo?: number, pageSize?: number) =>
    currency === undefined ? (['assets', userId, 'chainDeposits'] as const) : (['assets', userId, 'chainDeposits', currency, pageNo ?? 1, pageSize ?? 0] as const),
};
