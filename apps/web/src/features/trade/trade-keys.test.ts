import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { tradeKeys } from './trade-keys';

describe('trade query keys', () => {
  it('reloads an open order detail with the lists (the orders push and a cancel invalidate the lists only)', async () => {
    const client = new QueryClient();
    const detail = tradeKeys.orderDetail('7', 42);
    const page = tradeKeys.orderPage('7', 'unfinished', '', 1, 10);
    client.setQueryData(detail, { orderId: 42 });
    client.setQueryData(page, { list: [] });
    client.setQueryData(tradeKeys.orderDetail('8', 42), { orderId: 42 });
    await client.invalidateQueries({ queryKey: tradeKeys.orders('7') });
    expect(client.getQueryState(detail)?.isInvalidated).toBe(true);
    expect(client.getQueryState(page)?.isInvalidated).toBe(true);
    // Another login's cache is left alone.
    expect(client.getQueryState(tradeKeys.orderDetail('8', 42))?.isInvalidated).toBe(false);
  });
});
