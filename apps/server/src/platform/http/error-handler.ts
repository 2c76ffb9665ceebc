import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES, resolveLocale, type TMessageKey } from '@exchange/i18n';
import { AppError } from '../errors.js';
import { failure } from './route.js';

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
    if (error instanceof AppError) {
      reply.status(error.status).send(failure(locale, error));
      return;
    }
    if (error instanceof ZodError) {
      reply.status(200).send(failure(locale, new AppError(keyOfValidation(error))));
      return;
    }
    const code = (error as FastifyError).code;
    const known = code ? FRAMEWORK_ERRORS[code] : undefined;
    if (known) {
      reply.status(known.status).send(failure(locale, new AppError(known.key, { vars: { size: '' } })));
      return;
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      reply.status(status).send(failure(locale, new AppError('invalidParams')));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    reply.status(500).send(failure(locale, new AppError('error')));
  });
}
