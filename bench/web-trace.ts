/**
 * The desktop trading page under load: Chromium opens /pc/home/detail (logged in, so every panel is
 * drawn), and the server pushes 10 order-book and 10 trade updates a second for 10 s over its real
 * WebSocket hub (Huobi-format messages published on the server's bus, exactly as the order path
 * publishes them). A Chromium performance trace of the run gives the renderer main thread's tasks:
 * prints the updates sent and applied, the longest task and how many took over 50 ms.
 */
import fs from 'node:fs';
import { CHROMIUM, startBenchWebServer } from './web-server.js';

const LONG_TASK_MS = 50;

type TTraceEvent = { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/** A 20-level book around `mid` that differs from the last one, as market-events publishes it. */
function book(mid: number, version: number) {
  const level = (i: number, sign: number) => [Math.round((mid + sign * (i + 1) * 4.07) * 100) / 100, Math.round((0.0001 + ((version * 7 + i * 13) % 97) / 10_000) * 1e6) / 1e6];
  return {
    bids: Array.from({ length: 20 }, (_, i) => level(i, -1)),
    asks: Array.from({ length: 20 }, (_, i) => level(i, 1)),
    ts: Date.now(),
    version,
  };
}

/** The renderer main thread's complete events of a Chromium trace. */
function mainThreadEvents(events: TTraceEvent[]): TTraceEvent[] {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
}

/** What a long task spent its time on: its heaviest nested events, e.g. "FunctionCall 40, Layout 12". */
function breakdown(task: TTraceEvent, events: TTraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((e) => e !== task && e.name !== 'RunTask' && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const byName = new Map<string, number>();
  for (const e of inside) byName.set(e.name, Math.max(byName.get(e.name) ?? 0, (e.dur ?? 0) / 1000));
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
}

export async function runWebTraceBench(rate = 10, seconds = 10): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`web: ${CHROMIUM} not found, skipped`);
    return;
  }
  const { deps, address, browser, close } = await startBenchWebServer('web-bench');
  try {
    const page = await browser.newPage({ baseURL: address, viewport: { width: 1440, height: 900 } });
    await page.goto('/bb/health');
    await page.evaluate(async () => {
      const res = await fetch('/bb/user/login', { method: 'POST', body: new URLSearchParams({ account: 'demo@example.com', password: 'Demo1234' }) });
      const { data } = (await res.json()) as { data: { token: string; userId: number } };
      localStorage.setItem('User-Token', data.token);
      localStorage.setItem('User-Id', String(data.userId));
      localStorage.setItem('User-Login', 'true');
    });
    await page.goto('/pc/home/detail?symbol=btcusdt');
    const depthTopic = 'market.btcusdt.depth.step0';
    const tradeTopic = 'market.btcusdt.trade.detail';
    await page.locator('[data-testid="book-asks"]').waitFor();
    await page.locator('[data-testid="order-form-buy"]').waitFor();
    for (let i = 0; i < 100 && !(deps.bus.hasSubscribers(depthTopic) && deps.bus.hasSubscribers(tradeTopic)); i++) await page.waitForTimeout(100);
    await page.waitForTimeout(1_500); // let the chart and the first loads settle

    // Count what the page actually applied: book versions drawn, trade rows added.
    await page.evaluate(() => {
      const w = window as unknown as { __applied: { depth: number; trades: number } };
      w.__applied = { depth: 0, trades: 0 };
      new MutationObserver((list) => (w.__applied.depth += list.length)).observe(document.querySelector('[data-testid="book-asks"]')!, {
        attributes: true,
        attributeFilter: ['data-version'],
      });
      const trades = document.querySelector('[data-testid="recent-trades"]')!;
      new MutationObserver((list) => {
        for (const m of list) {
          for (const node of m.addedNodes) {
            // A row, or the list itself when the first trade replaces the "no trades yet" note.
            const el = node as Element;
            if (el.classList?.contains('pc-trades__row')) w.__applied.trades += 1;
            else w.__applied.trades += el.querySelectorAll?.('.pc-trades__row').length ?? 0;
          }
        }
      }).observe(trades, { childList: true, subtree: true });
    });

    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
    let sent = 0;
    let tradesSent = 0;
    const started = Date.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        sent += 1;
        const mid = 68_000 + Math.sin(sent / 7) * 120;
        deps.bus.publish(depthTopic, book(mid, 1_000_000 + sent));
        const fills = 1 + (sent % 3);
        tradesSent += fills;
        deps.bus.publish(tradeTopic, {
          data: Array.from({ length: fills }, (_, i) => ({ price: Math.round((mid + i) * 100) / 100, amount: 0.0012 + i / 10_000, direction: sent % 2 ? 'buy' : 'sell', ts: Date.now() })),
        });
        if (Date.now() - started >= seconds * 1000) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / rate);
    });
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TTraceEvent[] };
    const applied = await page.evaluate(() => (window as unknown as { __applied: { depth: number; trades: number } }).__applied);
    const main = mainThreadEvents(trace.traceEvents);
    const runTasks = main.filter((e) => e.name === 'RunTask');
    const tasks = runTasks.map((e) => (e.dur ?? 0) / 1000);
    const longest = Math.max(0, ...tasks);
    const long = tasks.filter((ms) => ms > LONG_TASK_MS);
    const longTasks = runTasks.filter((e) => (e.dur ?? 0) / 1000 > LONG_TASK_MS);
    const sorted = [...tasks].sort((a, b) => a - b);
    const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
    console.log(
      `web: desktop trading page, ${rate} book + ${rate} trade pushes/s for ${seconds} s over /bb/ws: ${sent} book updates sent, ${applied.depth} drawn; ` +
        `${tradesSent} trades sent, ${applied.trades} rows added; renderer main thread: ${tasks.length} tasks, p99 ${p99.toFixed(1)} ms, ` +
        `longest ${longest.toFixed(1)} ms, ${long.length} over ${LONG_TASK_MS} ms`,
    );
    for (const task of longTasks) console.log(`  long task ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${breakdown(task, main)}`);
  } finally {
    await close();
  }
}
