import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findMarket } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { systemClock } from '../../platform/clock.js';
import { medianIndex, type TIndexSource } from './index-price.js';
import { createPriceRecorder } from './price-recorder.js';
import type { TRecordedTick } from './price-ticks.repository.js';
import { movingFeeds, setAll } from './prices-test-support.js';

const btc = findMarket('btcusdt')!;
const eth = findMarket('ethusdt')!;

describe.each(DIALECTS)('the price recorder on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  /** What the table holds for a market, oldest first: [ms after start, price in ticks, method]. */
  async function stored(symbol: string, start: number) {
    const rows = await t.deps.db.selectFrom('price_ticks').selectAll().where('symbol', '=', symbol).orderBy('observed_at').orderBy('id').execute();
    return rows.map((row) => [Number(row.observed_at) - start, row.price, row.method]);
  }

  function recorderOn(feeds: ReturnType<typeof movingFeeds>['feeds']) {
    return createPriceRecorder({ db: t.deps.db, clock: t.clock, index: medianIndex(feeds, 1_000), heartbeatMs: 10_000, markets: [btc, eth], owner: 'recorder-test' });
  }

  it('lets one process of a database record at a time: the others follow its ticks, and take over when it stops answering', async () => {
    const { feeds, prices, refresh } = movingFeeds(t.clock);
    const recorder = (owner: string) =>
      createPriceRecorder({ db: t.deps.db, clock: t.clock, index: medianIndex(feeds, 1_000), heartbeatMs: 10_000, markets: [btc, eth], owner, leaseMs: 5_000 });
    const first = recorder('process-a');
    const second = recorder('process-b');
    const heardBySecond: TRecordedTick[] = [];
    second.subscribe((tick) => heardBySecond.push(tick));
    const start = t.clock.now();
    for (let s = 0; s < 3; s++) {
      setAll(prices, 'btcusdt', `${68000 + s}`);
      await refresh();
      // Both run their loop each second; only the first to take the lease records.
      expect([await first.step(), await second.step()]).toEqual(['recorded', 'followed']);
      t.clock.advance(1_000);
    }
    // One tick per second per moving market, not two: the follower wrote nothing.
    expect((await stored('btcusdt', start)).map(([at]) => at)).toEqual([0, 1_000, 2_000]);
    // The follower heard each tick the recorder wrote, and values with the same newest price.
    expect(heardBySecond.filter((tick) => tick.symbol === 'btcusdt').map((tick) => tick.price)).toEqual([6800000n, 6800100n, 6800200n]);
    expect(second.latest('btcusdt')).toEqual(first.latest('btcusdt'));

    // The recorder's process dies (no clean stop): the follower keeps following until the lease
    // expires, then records itself, without a gap longer than the lease.
    setAll(prices, 'btcusdt', '68010');
    await refresh();
    expect(await second.step()).toBe('followed');
    t.clock.advance(5_001);
    await refresh();
    expect(await second.step()).toBe('recorded');
    expect((await stored('btcusdt', start)).at(-1)).toEqual([8_001, 6801000n, 'median']);
    // The old holder comes back: the lease is taken, so it follows.
    t.clock.advance(1_000);
    expect(await first.step()).toBe('followed');
    expect(first.latest('btcusdt')?.price).toBe(6801000n);
    // A clean stop hands the lease over at once.
    await second.stop();
    expect(await first.step()).toBe('recorded');
  });

  it('ticks a still market every second while a product wants it (a seconds contract waiting for its tick), and only then', async () => {
    const { feeds, refresh } = movingFeeds(t.clock);
    const recorder = recorderOn(feeds);
    let wanted: string[] = [];
    recorder.want(async () => wanted);
    // A broken source is logged and wants nothing; the others still count.
    recorder.want(async () => {
      throw new Error('demand source down');
    });
    const start = t.clock.now();
    for (let second = 0; second <= 6; second++) {
      wanted = second >= 2 && second <= 4 ? ['ethusdt'] : [];
      await refresh();
      await recorder.recordNow();
      t.clock.advance(1_000);
    }
    // ETH never moves: its first tick, then one each second while wanted (2, 3, 4), then none.
    expect((await stored('ethusdt', start)).map(([at]) => at)).toEqual([0, 2_000, 3_000, 4_000]);
    // BTC never moves either and nobody wants it: no tick until its heartbeat.
    expect((await stored('btcusdt', start)).map(([at]) => at)).toEqual([0]);
  });

  it('writes a tick every second while a market moves, none while it is still, and a heartbeat every 10 s', async () => {
    const { feeds, prices, refresh } = movingFeeds(t.clock);
    const recorder = recorderOn(feeds);
    const heard: TRecordedTick[] = [];
    recorder.subscribe((tick) => heard.push(tick));
    const start = t.clock.now();
    for (let second = 0; second <= 14; second++) {
      // BTC moves for its first five seconds, then stands still; ETH never moves.
      if (second < 5) setAll(prices, 'btcusdt', `${68000 + second}.5`);
      await refresh();
      await recorder.recordNow();
      t.clock.advance(1_000);
    }
    expect(await stored('btcusdt', start)).toEqual([
      [0, 6800050n, 'median'],
      [1_000, 6800150n, 'median'],
      [2_000, 6800250n, 'median'],
      [3_000, 6800350n, 'median'],
      [4_000, 6800450n, 'median'],
      [14_000, 6800450n, 'median'], // heartbeat: 10 s after its last tick
    ]);
    // ETH's median is OKX's 3500.2 (the middle of 3500.1, 3500.2, 3500.3).
    expect(await stored('ethusdt', start)).toEqual([
      [0, 350020n, 'median'],
      [10_000, 350020n, 'median'],
    ]);
    // Listeners heard every tick, in order, after it was stored; `latest` is the newest.
    expect(heard.map((tick) => [tick.symbol, tick.observedAt - start])).toEqual([
      ['btcusdt', 0],
      ['ethusdt', 0],
      ['btcusdt', 1_000],
      ['btcusdt', 2_000],
      ['btcusdt', 3_000],
      ['btcusdt', 4_000],
      ['ethusdt', 10_000],
      ['btcusdt', 14_000],
    ]);
    expect(recorder.latest('btcusdt')).toEqual(heard[heard.length - 1]);
    expect(recorder.latest('btcusdt')?.sources).toEqual([
      { source: 'htx', price: '68004.5', time: start + 14_000 },
      { source: 'binance', price: '68004.5', time: start + 14_000 },
      { source: 'okx', price: '68004.5', time: start + 14_000 },
    ]);
    // Both markets of one second were written together.
    const firstSecond = await t.deps.db.selectFrom('price_ticks').select(['id', 'symbol']).where('observed_at', '=', BigInt(start)).orderBy('id').execute();
    expect(firstSecond.map((row) => row.symbol)).toEqual(['btcusdt', 'ethusdt']);
  });

  it('records nothing while fewer than two feeds are fresh, and resumes with the fresh ones', async () => {
    const { feeds, failing, refresh } = movingFeeds(t.clock);
    const recorder = recorderOn(feeds);
    const start = t.clock.now();
    await refresh();
    expect(await recorder.recordNow()).toHaveLength(2);
    failing.add('htx').add('okx');
    for (let second = 1; second <= 30; second++) {
      t.clock.advance(1_000);
      await refresh();
      await recorder.recordNow();
    }
    // Fresh until 10 s: the heartbeat at 10 s still had three inputs; after that, only Binance: no index, no tick.
    expect(await stored('btcusdt', start)).toEqual([
      [0, 6800002n, 'median'],
      [10_000, 6800002n, 'median'],
    ]);
    expect(recorder.latest('btcusdt')?.observedAt).toBe(start + 10_000);
    failing.delete('okx');
    t.clock.advance(1_000);
    await refresh();
    const [back] = await recorder.recordNow();
    // Two fresh feeds: the mean of Binance's 68000.03 and OKX's 68000.02, half to even.
    expect(back).toMatchObject({ symbol: 'btcusdt', price: 6800002n, observedAt: start + 31_000 });
    expect(back.sources.map((s) => s.source)).toEqual(['binance', 'okx']);
  });

  it('starts from the newest stored tick after a restart, and a failing listener stops neither the others nor the record', async () => {
    const { feeds, prices, refresh } = movingFeeds(t.clock);
    const first = recorderOn(feeds);
    await refresh();
    await first.recordNow();
    t.clock.advance(3_000);
    const second = recorderOn(feeds);
    await second.load();
    expect(second.latest('btcusdt')).toEqual(first.latest('btcusdt'));
    const heard: string[] = [];
    second.subscribe(() => {
      throw new Error('a broken product');
    });
    const stop = second.subscribe((tick) => heard.push(tick.symbol));
    second.subscribe(async () => Promise.reject(new Error('a broken async product')));
    // Same prices 3 s after the stored tick: nothing is due yet, restart or not.
    await refresh();
    expect(await second.recordNow()).toEqual([]);
    setAll(prices, 'btcusdt', '67999.99');
    await refresh();
    expect((await second.recordNow()).map((tick) => tick.price)).toEqual([6799999n]);
    expect(heard).toEqual(['btcusdt']);
    stop();
    setAll(prices, 'btcusdt', '67999.98');
    t.clock.advance(1_000);
    await refresh();
    expect(await second.recordNow()).toHaveLength(1);
    expect(heard).toEqual(['btcusdt']);
  });

  it.runIf(dialect === 'sqlite')('records by itself once started, each tick on its own second, until stopped', async () => {
    let ticks = 6800000n;
    const events: string[] = [];
    const index: TIndexSource = {
      compute: (market) => (market.symbol === 'btcusdt' ? { price: ticks++, method: 'median', sources: [] } : null),
      start: () => events.push('inputs started'),
      stop: () => events.push('inputs stopped'),
    };
    const recorder = createPriceRecorder({ db: t.deps.db, clock: systemClock, index, heartbeatMs: 10_000, owner: 'loop-test' });
    const recorded: TRecordedTick[] = [];
    const twoTicks = new Promise<void>((resolve) => recorder.subscribe((tick) => recorded.push(tick) >= 2 && resolve()));
    recorder.start();
    await twoTicks;
    await recorder.stop();
    expect(events).toEqual(['inputs started', 'inputs stopped']);
    expect(Math.floor(recorded[1].observedAt / 1_000)).toBeGreaterThan(Math.floor(recorded[0].observedAt / 1_000));
  });
});
