import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveLocale } from '@exchange/i18n';
import { AppError } from '../errors.js';
import { failure } from './route.js';

/**
 * Where Vite puts the built scripts, styles and images (vite.config.ts `assetsDir`). No screen of
 * either interface lives under it, so a screen path can never be mistaken for a file.
 */
export const STATIC_PREFIX = '/static/';

/** A path (query left out) that names a file: its last segment has an extension. No screen does. */
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

/**
 * Serves the built web app: files as they are, and every other page path the entry of its
 * interface (history mode): /pc/... the desktop one, anything else the mobile-style one, so a
 * refresh on a deep link works (the mobile /assets/... screens included). A missing file, or an
 * unknown /bb path, gets a 404 envelope instead of a page.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasDist = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false, cacheControl: false });
    app.addHook('onSend', async (request, reply) => {
      // Hashed names: a changed file has a new name, so a year is safe.
      if (request.url.startsWith(STATIC_PREFIX)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const locale = resolveLocale(request.headers['accept-language']);
    const url = request.url;
    const pathname = url.split('?')[0];
    const isPage = request.method === 'GET' && !url.startsWith('/bb') && !url.startsWith(STATIC_PREFIX) && !FILE_PATH.test(pathname);
    if (!isPage || !hasDist) {
      reply.status(404).send(failure(locale, new AppError('notFound')));
      return;
    }
    const isUnder = (prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
    // The operator console (/admin) is its own page: nothing of it rides in the users' interfaces.
    const entry = isUnder('/pc') ? 'pc.html' : isUnder('/admin') ? 'admin.html' : 'index.html';
    reply.header('cache-control', 'no-cache').sendFile(entry);
  });
}
