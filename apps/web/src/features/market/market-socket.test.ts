import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketSocket } from './market-socket';

/** A stand-in for the browser WebSocket that records what the client sends. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: any[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  subs() {
    return this.sent.filter((m) => m.sub).map((m) => m.sub);
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1];

describe('MarketSocket', () => {
  let events: string[];
  let socket: MarketSocket;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    events = [];
    socket = new MarketSocket({
      url: 'ws://test/bb/ws',
      createSocket: () => new FakeSocket() as never,
      onOpen: (isReconnect) => events.push(isReconnect ? 'reopen' : 'open'),
      onDrop: () => events.push('drop'),
      retryBaseMs: 1000,
      retryMaxMs: 8000,
      silenceMs: 15_000,
    });
  });
  afterEach(() => {
    socket.stop();
    vi.useRealTimers();
  });

  it('subscribes a topic once for many listeners and unsubscribes with the last one', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = socket.subscribe('market.btcusdt.depth.step0', a);
    last().open();
    const stopB = socket.subscribe('market.btcusdt.depth.step0', b);
    expect(last().subs()).toEqual(['market.btcusdt.depth.step0']);
    last().push({ ch: 'market.btcusdt.depth.step0', ts: 1, tick: { bids: [] } });
    expect(a).toHaveBeenCalledWith({ bids: [] }, 'market.btcusdt.depth.step0');
    expect(b).toHaveBeenCalledTimes(1);
    stopA();
    expect(last().sent.some((m) => m.unsub)).toBe(false);
    stopB();
    expect(last().sent.filter((m) => m.unsub).map((m) => m.unsub)).toEqual(['market.btcusdt.depth.step0']);
  });

  it('answers pings with pongs', () => {
    socket.subscribe('market.btcusdt.detail', () => undefined);
    last().open();
    last().push({ ping: 123 });
    expect(last().sent).toContainEqual({ pong: 123 });
  });

  it('authenticates before the private topics, and moves them when the token changes', () => {
    socket.setToken('t1');
    socket.subscribe('orders', () => undefined);
    socket.subscribe('market.btcusdt.trade.detail', () => undefined);
    last().open();
    expect(last().sent[0]).toMatchObject({ op: 'auth', token: 't1' });
    expect(last().subs()).toEqual(['market.btcusdt.trade.detail']);
    last().push({ op: 'auth', status: 'ok' });
    expect(last().subs()).toEqual(['market.btcusdt.trade.detail', 'orders']);
    // Logout: the private topic is left and the server told there is no user any more.
    socket.setToken('');
    expect(last().sent.slice(-2)).toMatchObject([{ unsub: 'orders' }, { op: 'auth', token: '' }]);
    last().push({ op: 'auth', status: 'error' });
    expect(last().subs()).toEqual(['market.btcusdt.trade.detail', 'orders']);
    socket.setToken('t2');
    last().push({ op: 'auth', status: 'ok' });
    expect(last().subs()).toEqual(['market.btcusdt.trade.detail', 'orders', 'orders']);
  });

  it('treats the chain deposits topic as private: subscribed only once authenticated', () => {
    socket.setToken('t1');
    socket.subscribe('deposits', () => undefined);
    last().open();
    expect(last().subs()).toEqual([]);
    last().push({ op: 'auth', status: 'ok' });
    expect(last().subs()).toEqual(['deposits']);
  });

  it('reconnects after a drop with growing delays and subscribes everything again', () => {
    socket.subscribe('market.ethusdt.depth.step0', () => undefined);
    last().open();
    last().close();
    expect(events).toEqual(['open', 'drop']);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1400);
    expect(FakeSocket.all).toHaveLength(2);
    last().close(); // the retry fails too: the next delay doubles
    vi.advanceTimersByTime(1500);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1200);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    expect(events).toEqual(['open', 'drop', 'drop', 'reopen']);
    expect(last().subs()).toEqual(['market.ethusdt.depth.step0']);
  });

  it('treats a silent connection as dead', () => {
    socket.subscribe('market.ethusdt.depth.step0', () => undefined);
    last().open();
    vi.advanceTimersByTime(10_000);
    last().push({ ping: 1 });
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual(['open']);
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual(['open', 'drop']);
  });
});
