import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveLocale } from '@exchange/i18n';
import { AppError } from '../errors.js';
import { failure } from './route.js';

/**
 * Serves the built web app: files as they are, and every other page path the entry of its
 * interface (history mode): /pc/... the desktop one, anything else the mobile-style one, so a
 * refresh on a deep link works. Unknown /bb paths get a 404 envelope.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasDist = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false, cacheControl: false });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const locale = resolveLocale(request.headers['accept-language']);
    const isPage = request.method === 'GET' && !request.url.startsWith('/bb') && !request.url.startsWith('/assets/');
    if (!isPage || !hasDist) {
      reply.status(404).send(failure(locale, new AppError('notFound')));
      return;
    }
    const entry = request.url === '/pc' || request.url.startsWith('/pc/') || request.url.startsWith('/pc?') ? 'pc.html' : 'index.html';
    reply.header('cache-control', 'no-cache').sendFile(entry);
  });
}
