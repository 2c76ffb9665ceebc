import type { TContractListStatus } from './contract-types';

/** Query keys of the contract data; the user's include the user id, so logins never share a cache. */
export const contractKeys = {
  config: (userId: string) => ['contract', 'config', userId] as const,
  user: (userId: string) => ['contract', 'user', userId] as const,
  account: (userId: string) => ['contract', 'user', userId, 'account'] as const,
  orders: (userId: string) => ['contract', 'user', userId, 'orders'] as const,
  page: (userId: string, status: TContractListStatus, symbol: string, pageNo: number, pageSize: number) =>
    ['contract', 'user', userId, 'orders', status, symbol, pageNo, pageSize] as const,
  detail: (userId: string, orderId: number) => ['contract', 'user', userId, 'orders', 'detail', orderId] as const,
  ticks: (symbol: string) => ['contract', 'ticks', symbol] as const,
};
