import type { TSpotStatus } from '@exchange/contracts';

/** Query keys of the user's trading data; each includes the user id, so logins never share a cache. */
export const tradeKeys = {
  all: ['trade'] as const,
  balances: (userId: string) => ['trade', 'balances', userId] as const,
  orders: (userId: string) => ['trade', 'orders', userId] as const,
  orderPage: (userId: string, status: TSpotStatus, symbol: string, pageNo: number, pageSize: number) =>
    ['trade', 'orders', userId, status, symbol, pageNo, pageSize] as const,
  /** Under `orders`, so whatever reloads the lists (a push, a cancel) reloads an open detail too. */
  orderDetail: (userId: string, orderId: number) => ['trade', 'orders', userId, 'detail', orderId] as const,
};
