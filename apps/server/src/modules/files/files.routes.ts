import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError, needLogin } from '../../platform/errors.js';
import { envelope } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { filesRepository } from './files.repository.js';
import { storeUpload, uploadDir, UPLOAD_KINDS, type TUploadKind } from './store-upload.js';

const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#e8ecf3"/><circle cx="32" cy="25" r="11" fill="#9aa6b8"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#9aa6b8"/></svg>`;

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** File upload (multipart field `file`, optional `type` avatar|proof|kyc) and serving uploads back. */
export function filesRoutes(app: FastifyInstance, deps: TDeps): void {
  app.post('/file/upload', async (request, reply) => {
    if (!request.sessionUser) throw needLogin();
    if (!request.isMultipart()) throw new AppError('fileMissing');
    const part = await request.file();
    if (!part) throw new AppError('fileMissing');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch {
      throw new AppError('fileTooLarge', { vars: { size: formatSize(deps.config.uploadMaxBytes) } });
    }
    const requested = String((request.query as Record<string, unknown>).type ?? (part.fields.type as { value?: unknown })?.value ?? 'avatar');
    const kind: TUploadKind = (UPLOAD_KINDS as readonly string[]).includes(requested) ? (requested as TUploadKind) : 'avatar';
    const stored = await storeUpload(deps, request.sessionUser.userId, kind, bytes);
    return reply.send(envelope(request.locale, stored));
  });

  app.get('/file/default-avatar.svg', async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(DEFAULT_AVATAR);
  });

  app.get<{ Params: { id: string } }>('/file/:id', async (request, reply) => {
    const id = request.params.id;
    if (!/^[0-9a-f]{32}\.(png|jpg|webp)$/.test(id)) throw new AppError('notFound', { status: 404 });
    const file = await filesRepository.findById(deps.db, id);
    if (!file) throw new AppError('notFound', { status: 404 });
    const bytes = await fs.readFile(path.join(uploadDir(deps), id));
    return reply
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type(file.mime)
      .send(bytes);
  });
}
