/**
 * What one WebSocket connection may cost the server (issue 24 "A flood does not stall others"): a
 * flood of 50,000 frames once held /bb/health for 11 s on PostgreSQL (every frame became a session
 * lookup) and stopped other clients' pushes on SQLite.
 */
export const WS_LIMITS = {
  /** Frames a connection may send at once (the bucket's size) and per second after (its refill). */
  burstFrames: 200,
  framesPerSecond: 100,
  /** Frames dropped over the rate (since the bucket last refilled to full) before the socket is closed with 1008. */
  maxDroppedFrames: 400,
  /** Topics one connection may hold. */
  maxSubscriptions: 64,
  /** Past this many bytes waiting in its send buffer, a client is sent only answers and essential pushes. */
  slowBufferedBytes: 256 * 1024,
  /** Past this, the client is dropped (it cannot keep up). */
  maxBufferedBytes: 1 << 20,
} as const;

export type TFrameBucket = { take(now: number): 'ok' | 'drop' | 'close' };

/**
 * A token bucket per connection over the real (monotonic) time, not the business clock: the limit
 * is about the server's work. A frame beyond the rate is dropped unread; a connection that keeps
 * sending over it (maxDroppedFrames dropped since it last had a full bucket) is to be closed.
 */
export function frameBucket(limits: { burstFrames: number; framesPerSecond: number; maxDroppedFrames: number } = WS_LIMITS): TFrameBucket {
  let tokens: number = limits.burstFrames;
  let last = -1;
  let dropped = 0;
  return {
    take(now) {
      if (last >= 0) tokens = Math.min(limits.burstFrames, tokens + ((now - last) / 1000) * limits.framesPerSecond);
      last = now;
      if (tokens >= limits.burstFrames) dropped = 0;
      if (tokens >= 1) {
        tokens -= 1;
        return 'ok';
      }
      dropped += 1;
      return dropped > limits.maxDroppedFrames ? 'close' : 'drop';
    },
  };
}
