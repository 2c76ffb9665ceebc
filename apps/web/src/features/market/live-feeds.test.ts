import { describe, expect, it, vi } from 'vitest';
import { joinFeed } from './live-feeds';

describe('joinFeed', () => {
  it('starts a feed once for all its users and stops it with the last one', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const leaveA = joinFeed('trades:btcusdt', start);
    const leaveB = joinFeed('trades:btcusdt', start);
    expect(start).toHaveBeenCalledTimes(1);
    leaveA();
    leaveA(); // leaving twice counts once
    expect(stop).not.toHaveBeenCalled();
    leaveB();
    expect(stop).toHaveBeenCalledTimes(1);
    joinFeed('trades:btcusdt', start)();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
