import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';

const DAY = 86_400_000;

describe.each(DIALECTS)('POST /bb/market/priceTicks on %s', (dialect) => {
  let t: TTestApp;
  let start: number;
  /** Times of the BTC ticks stored, in the order they were inserted (not time order). */
  const times: number[] = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    start = t.clock.now() - DAY / 2;
    // 2 500 ticks one second apart, plus a second tick sharing the time of the 1 000th, inserted
    // newest first so that the answer's order comes from the query, not from the insertion.
    for (let i = 2_499; i >= 0; i--) times.push(start + i * 1_000);
    times.push(start + 999 * 1_000);
    const row = (time: number, symbol = 'btcusdt') => ({
      symbol,
      price: BigInt(6_800_000 + Math.floor((time - start) / 1_000)),
      method: 'median' as const,
      sources: JSON.stringify([{ source: 'htx', price: '68000', time: time - 120 }, { source: 'okx', price: '68000.01', time: time - 80 }]),
      observed_at: BigInt(time),
      // Written past the recorder, so unchained: this file reads ticks, it does not audit them.
      hash: '',
    });
    const rows = [...times.map((time) => row(time)), row(start, 'ethusdt'), row(start - 1), row(start + 2_500 * 1_000 + 1)];
    for (let i = 0; i < rows.length; i += 500) await t.deps.db.insertInto('price_ticks').values(rows.slice(i, i + 500)).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const ticks = (body: Record<string, string | number>, lang?: string) => t.call('/market/priceTicks', body, { lang });

  it('pages through a range oldest first, never splitting one millisecond across pages', async () => {
    const to = start + 2_499 * 1_000;
    const first = await ticks({ symbol: 'BTC/USDT', from: start, to });
    expect(first).toMatchObject({ code: 1, data: { symbol: 'btcusdt' } });
    // The 1 000th and 1 001st ticks share a millisecond: the page stops before them.
    expect(first.data.list).toHaveLength(999);
    expect(first.data.next).toBe(start + 999 * 1_000);
    expect(first.data.list[0]).toEqual({
      id: expect.any(String),
      symbol: 'btcusdt',
      price: '68000',
      method: 'median',
      sources: [
        { source: 'htx', price: '68000', time: start - 120 },
        { source: 'okx', price: '68000.01', time: start - 80 },
      ],
      time: start,
    });
    const second = await ticks({ symbol: 'btcusdt', from: first.data.next, to });
    expect(second.data.list).toHaveLength(1_000);
    expect(second.data.list.slice(0, 2).map((tick: any) => tick.time)).toEqual([start + 999_000, start + 999_000]);
    const third = await ticks({ symbol: 'btcusdt', from: second.data.next, to });
    expect(third.data.next).toBeNull();
    const all = [...first.data.list, ...second.data.list, ...third.data.list];
    // Every tick of the range exactly once, in time order (ties by id), nothing from outside it.
    expect(all.map((tick: any) => tick.time)).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(all.map((tick: any) => tick.id)).size).toBe(times.length);
    expect(all[all.length - 1]).toMatchObject({ price: '68024.99', time: to });
  });

  it('includes both ends of a range of exactly one day and refuses a longer or reversed range', async () => {
    const edge = await ticks({ symbol: 'btcusdt', from: start - 1, to: start - 1 + DAY });
    expect(edge.data.list[0].time).toBe(start - 1);
    // A full page: the tick just before the range's start, then the first 999 of the range.
    expect(edge.data.list).toHaveLength(1_000);
    expect(edge.data.next).toBe(start + 999_000);
    const late = await ticks({ symbol: 'btcusdt', from: start + 2_499_000, to: start + 2_500_001 });
    expect(late.data.list.map((tick: any) => tick.time)).toEqual([start + 2_499_000, start + 2_500_001]);
    const longer = await ticks({ symbol: 'btcusdt', from: start, to: start + DAY + 1 });
    expect(longer).toMatchObject({ code: 0, err: 'priceRangeInvalid', msg: 'Choose a time range of at most one day, with its start before its end', data: null });
    expect((await ticks({ symbol: 'btcusdt', from: start + 1, to: start })).err).toBe('priceRangeInvalid');
    expect((await ticks({ symbol: 'btcusdt', from: start, to: start })).data.list).toHaveLength(1);
    const localized = await ticks({ symbol: 'btcusdt', from: start, to: start + 2 * DAY }, 'de-DE');
    expect(localized.msg).not.toBe(longer.msg);
    expect(localized.msg.length).toBeGreaterThan(10);
  });

  it('answers an unknown market, missing or malformed times with a clear message, never a 5xx', async () => {
    const unknown = await ticks({ symbol: 'shibusdt', from: start, to: start + 1 });
    expect(unknown).toMatchObject({ code: 0, err: 'marketNotFound', msg: 'This trading pair does not exist' });
    expect((await ticks({ from: start, to: start + 1 })).err).toBe('marketNotFound');
    for (const body of [{ symbol: 'btcusdt', to: start }, { symbol: 'btcusdt', from: 'yesterday', to: start }, { symbol: 'btcusdt', from: -5, to: start }, { symbol: 'btcusdt', from: '1e400', to: start }]) {
      const response = await t.app.inject({ method: 'POST', url: '/bb/market/priceTicks', payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(response.json().code, JSON.stringify(body)).toBe(0);
    }
    // Other markets' ticks stay out.
    expect((await ticks({ symbol: 'ethusdt', from: start - DAY / 2, to: start + DAY / 2 })).data.list).toHaveLength(1);
  });

  it.runIf(dialect === 'sqlite')('reads through the symbol-time index', async () => {
    const plan = await sql<{ detail: string }>`explain query plan select * from price_ticks where symbol = ${'btcusdt'} and observed_at >= ${start} and observed_at <= ${start + 1} order by observed_at, id limit 1001`.execute(t.deps.db);
    expect(plan.rows.map((row) => row.detail).join(' ')).toContain('price_ticks_symbol_time');
  });
});
