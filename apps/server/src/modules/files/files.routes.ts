import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { defaultAvatarCall, fileUploadCall, uploadedFileCall, type TCall } from '@exchange/contracts';
import { AppError } from '../../platform/errors.js';
import { defineRoute } from '../../platform/http/route.js';
import type { TDeps } from '../../platform/deps.js';
import { readUpload } from './read-upload.js';
import { storeUpload, UPLOAD_KINDS, type TUploadKind } from './store-upload.js';

const DEFAULT_AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#e8ecf3"/><circle cx="32" cy="25" r="11" fill="#9aa6b8"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#9aa6b8"/></svg>`;

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** RFC 2046: a multipart body needs a boundary of 1 to 70 characters, quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})/i;

/**
 * The one uploaded file, read whole. A body the parser cannot read (no boundary, a boundary that
 * never occurs, a cut-off part) is the client's fault, answered fileMissing, not a 5xx; only the
 * size limit is told apart, because the user can fix it.
 */
async function readFilePart(request: FastifyRequest, maxBytes: number): Promise<{ part: MultipartFile; bytes: Buffer }> {
  if (!request.isMultipart() || !BOUNDARY.test(String(request.headers['content-type']))) throw new AppError('fileMissing');
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
    if (!part) throw new AppError('fileMissing');
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part?.file.truncated) {
      throw new AppError('fileTooLarge', { vars: { size: formatSize(maxBytes) } });
    }
    throw new AppError('fileMissing');
  }
}

/**
 * A declared call whose answer is not the JSON envelope (an SVG document, an uploaded image):
 * method and path come from the call, the handler writes the answer itself.
 */
function documentRoute(server: FastifyInstance, call: TCall, handler: RouteHandlerMethod): void {
  server.route({ method: call.method, url: call.path, handler });
}

/** File upload (multipart field `file`, optional `type` avatar|proof|kyc) and serving uploads back. */
export function filesRoutes(app: FastifyInstance, deps: TDeps): void {
  defineRoute(app, deps, {
    call: fileUploadCall,
    auth: true,
    handler: async ({ input, request, user }) => {
      const { part, bytes } = await readFilePart(request, deps.config.uploadMaxBytes);
      const requested = String(input.type ?? (part.fields.type as { value?: unknown })?.value ?? 'avatar');
      const kind: TUploadKind = (UPLOAD_KINDS as readonly string[]).includes(requested) ? (requested as TUploadKind) : 'avatar';
      return { data: await storeUpload(deps, user.userId, kind, bytes) };
    },
  });

  documentRoute(app, defaultAvatarCall, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(DEFAULT_AVATAR);
  });

  // Private files (proofs, KYC) go only to their owner (X-Access-Token) or an operator
  // (X-Operator-Token); anyone else gets the same 404 as for a missing file. They are never stored
  // by a cache, shared or not, since the next user of the browser is not their owner.
  documentRoute(app, uploadedFileCall, async (request, reply) => {
    const operatorToken = request.headers['x-operator-token'];
    const viewer = { userId: request.sessionUser?.userId ?? null, operatorToken: typeof operatorToken === 'string' ? operatorToken : null };
    const params = uploadedFileCall.request.safeParse(request.params);
    const file = params.success ? await readUpload(deps, params.data.id, viewer) : null;
    if (!file) throw new AppError('notFound', { status: 404 });
    return reply
      .header('cache-control', file.isPrivate ? 'private, no-store' : 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type(file.mime)
      .send(file.bytes);
  });
}
