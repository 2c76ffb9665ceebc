import { z } from 'zod';

/**
 * Bounds of what a client may send on /bb/ws. A topic is at most ~30 characters
 * (market.<symbol>.kline.15min) and a session token 43 base64url characters; anything longer is not a
 * frame of ours, and refusing it early keeps the hub's per-message work small.
 */
export const WS_LIMITS = { topic: 64, id: 64, token: 128 } as const;

/** A request id the server echoes back: a short string or a finite number, as Huobi clients send. */
export const ZWsId = z.union([z.string().max(WS_LIMITS.id), z.number().finite()]);

const id = ZWsId.optional();

/** The answer to the server's {"ping": ts}. */
export const ZWsPong = z.object({ pong: z.union([z.number().finite(), z.string().max(WS_LIMITS.id)]) });

/** Signs the socket in with a session token (private topics need it); a new auth signs out first. */
export const ZWsAuth = z.object({ op: z.literal('auth'), token: z.string().max(WS_LIMITS.token), id });

export const ZWsSub = z.object({ sub: z.string().min(1).max(WS_LIMITS.topic), id });

export const ZWsUnsub = z.object({ unsub: z.string().min(1).max(WS_LIMITS.topic), id });

/**
 * Every frame the hub accepts from a client. The frames carry different keys rather than one
 * tag, so this is a union tried in the hub's order: pong, auth, sub, unsub. Anything else (and
 * any frame whose fields have the wrong type or length) is a bad request.
 */
export const ZWsClientFrame = z.union([ZWsPong, ZWsAuth, ZWsSub, ZWsUnsub]);

export type TWsClientFrame = z.output<typeof ZWsClientFrame>;
export type TWsId = z.output<typeof ZWsId>;
