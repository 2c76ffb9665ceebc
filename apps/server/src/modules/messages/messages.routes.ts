import type { FastifyInstance } from 'fastify';
import { homeInfoCall, messageDetailCall, messageListCall, readMessageCall, unreadCountCall } from '@exchange/contracts';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { messagesRepository } from './messages.repository.js';
import { homeInfo, listMessages, markRead, readOneMessage } from './list-messages.js';

/**
 * Messages and home info (issue 15, SPEC §7 `/index/message`, `/index/readMessage`, `/index`).
 * The list, the detail and the home info are public (a visitor sees the site notices); whatever
 * is personal is read with the session's user id only, so another user's id is noData.
 */
export function messagesRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: messageListCall,
    handler: async ({ input, locale, request }) => ({ data: await listMessages(deps.db, request.sessionUser?.userId ?? null, locale, input) }),
  });

  defineRoute(app, deps, {
    call: messageDetailCall,
    handler: async ({ input, locale, request }) => ({
      data: await readOneMessage(deps.db, request.sessionUser?.userId ?? null, locale, input.id, BigInt(deps.clock.now())),
    }),
  });

  defineRoute(app, deps, {
    call: readMessageCall,
    auth: true,
    isSmall: true,
    handler: async ({ input, user }) => ({ data: await markRead(deps.db, user.userId, input, BigInt(deps.clock.now())) }),
  });

  defineRoute(app, deps, {
    call: unreadCountCall,
    auth: true,
    isSmall: true,
    handler: async ({ user }) => ({ data: { unread: await messagesRepository.unread(deps.db, user.userId) } }),
  });

  defineRoute(app, deps, {
    call: homeInfoCall,
    handler: async ({ locale }) => ({ data: await homeInfo(deps.db, locale) }),
  });
}
