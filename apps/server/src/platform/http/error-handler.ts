import { BINANCE_ERRORS, BINANCE_PREFIXES } from '@exchange/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES, resolveLocale, type TMessageKey } from '@exchange/i18n';
import { AppError } from '../errors.js';
import { failure, failureFor } from './route.js';
import { SECURITY_HEADERS } from './security-headers.js';

const FRAMEWORK_ERRORS: Record<string, { key: TMessageKey; status: number }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'requestTooLarge', status: 413 },
  FST_REQ_FILE_TOO_LARGE: { key: 'fileTooLarge', status: 200 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'invalidParams', status: 415 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'invalidParams', status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'invalidParams', status: 400 },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { key: 'fileMissing', status: 200 },
};

function isMessageKey(value: string): value is TMessageKey {
  return value in MESSAGES['en-US'];
}

/** The first schema issue, as the message key the schema gave it (validation order is SPEC §5's). */
function keyOfValidation(error: ZodError): TMessageKey {
  const message = error.issues[0]?.message ?? '';
  return isMessageKey(message) ? message : 'invalidParams';
}

/**
 * Shapes every failure into the envelope in the caller's language. Nothing else leaves: no stack
 * trace, no SQL, no library message; an unexpected error is logged with the request id and the
 * client sees the generic "error".
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const locale = request.locale ?? resolveLocale(request.headers['accept-language']);
    // Shaped like the route's answers: `{code, message, result}` for the seconds-contract calls (SPEC §7).
    const shape = (appError: AppError) => failureFor(request, locale, appError);
    if (error instanceof AppError) {
      reply.status(error.status).send(shape(error));
      return;
    }
    if (error instanceof ZodError) {
      reply.status(200).send(shape(new AppError(keyOfValidation(error))));
      return;
    }
    const code = (error as FastifyError).code;
    const known = code ? FRAMEWORK_ERRORS[code] : undefined;
    if (known) {
      reply.status(known.status).send(shape(new AppError(known.key, { vars: { size: '' } })));
      return;
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      reply.status(status).send(shape(new AppError('invalidParams')));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    reply.status(500).send(shape(new AppError('error')));
  });
}

/**
 * Fastify's `frameworkErrors` option: the answer to a request it could not route at all (a badly
 * percent-encoded path, FST_ERR_BAD_URL; a path parameter over maxParamLength,
 * FST_ERR_MAX_PARAM_LENGTH). Those never reach the error handler, and Fastify's own body names
 * the framework; here they get the envelope, localized, with the framework's 4xx status. No hook
 * ran for such a request, so the security headers and the request id are set here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply.headers(SECURITY_HEADERS).header('x-request-id', request.id).status(status);
  // The Binance-compatible API's clients read Binance's body (modules/binance), whatever failed.
  if (BINANCE_PATH.test(request.url)) {
    reply.send({ code: BINANCE_ERRORS.illegalChars.code, msg: 'Malformed request: the path or its parameters could not be read.' });
    return;
  }
  reply.send(failure(resolveLocale(request.headers['accept-language']), new AppError('invalidParams')));
}

const BINANCE_PATH = new RegExp(`^(${BINANCE_PREFIXES.join('|')})/`);

/**
 * Fastify's `clientErrorHandler` option: the answer to bytes that are not an HTTP request (a
 * malformed request line or header, headers over the size limit, a timeout), written straight to
 * the socket as the envelope. The headers were never parsed, so the language is the default one.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, TMessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'requestTooLarge'] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'error'] : [400, 'invalidParams'];
  const body = JSON.stringify(failure(resolveLocale(undefined), new AppError(key)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
