import { type ApiErrorCode, codeForStatus, fieldErrorsFromZod } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError, isStorageFull, STORAGE_FULL_DETAIL } from './errors.ts';

const GENERIC_5XX = 'Internal server error';

/** Each schema failure as a field error with its code (fastify-type-provider-zod keeps zod's issue). */
function validationErrors(error: FastifyError, request: FastifyRequest): FieldError[] {
  const context = (error as { validationContext?: string }).validationContext;
  const data =
    context === 'querystring'
      ? request.query
      : context === 'params'
        ? request.params
        : context === 'headers'
          ? request.headers
          : request.body;
  const issues = (error.validation ?? []).map((entry) => ({
    ...(entry.params as Record<string, unknown>),
    code: entry.keyword,
    path: entry.instancePath.replace(/^\//, '').split('/').filter(Boolean),
    message: entry.message ?? 'Invalid value',
  }));
  return fieldErrorsFromZod(issues, data).map((e) => (e.path ? e : { ...e, path: context ?? '' }));
}

/**
 * What an early answer still reads of a body before it hangs up: more than the largest upload the
 * API accepts (a 40 MB photo, or several in one form), so a photographer whose session ran out
 * mid-upload sees the 401 and not a network error; at most 30 s in all and 5 s without data
 * (nginx's lingering_time and lingering_timeout).
 */
const LINGER_MAX_BYTES = 64 * 1024 * 1024;
const LINGER_MAX_MS = 30_000;
const LINGER_IDLE_MS = 5_000;

/**
 * An answer given before the body was read (issue 22, item 7). Closing at once makes a client that
 * is still writing see EPIPE instead of the answer (a photographer whose session ran out mid-upload
 * would see a network error, not the sign-in). Like nginx's lingering close, the rest of the body
 * is read and thrown away, within the bounds above, and the connection stays usable; a body
 * announced as larger than that gets `Connection: close` at once.
 */
function lingerOrClose(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  const announced = Number(raw.headers['content-length'] ?? Number.NaN);
  if (announced > LINGER_MAX_BYTES) {
    reply.header('connection', 'close');
    return;
  }
  // In-process requests (app.inject: the pages calling the API) have no real socket to linger on.
  const socket = raw.socket as { destroy?: unknown } | null | undefined;
  if (typeof socket?.destroy !== 'function') return;
  // Fastify marks a body its parser refused (over bodyLimit) with Connection: close; Node would then
  // hang up right after the answer, while the client is still writing. Linger instead.
  if (String(reply.getHeader('connection') ?? '').toLowerCase() === 'close') reply.removeHeader('connection');
  let received = 0;
  const stop = () => {
    clearTimeout(total);
    clearTimeout(idle);
  };
  const hangUp = () => {
    stop();
    try {
      raw.socket?.destroy();
    } catch {
      // Already gone.
    }
  };
  const total = setTimeout(hangUp, LINGER_MAX_MS);
  total.unref();
  let idle = setTimeout(hangUp, LINGER_IDLE_MS);
  idle.unref();
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > LINGER_MAX_BYTES) return hangUp();
    clearTimeout(idle);
    idle = setTimeout(hangUp, LINGER_IDLE_MS);
    idle.unref();
  });
  raw.once('end', stop);
  raw.once('close', stop);
  raw.resume();
}

/**
 * The one error handler: every error becomes `{"detail": ...}`. 4xx details are safe to show;
 * a 5xx answer carries a generic text and the request id only, the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // What no route answers (and what a plugin hands back with callNotFound, e.g. an unknown file of
  // the docs UI): the same shape as every other error.
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ detail: 'Not found', code: 'not_found' });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Answered before the request body was read to its end (no sign-in, an upload over its limit,
    // a refused file type): see lingerOrClose.
    if (!request.raw.complete) lingerOrClose(request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error, request);
      const fields = [...new Set(errors.map((e) => e.path).filter(Boolean))];
      const detail = fields.length
        ? `Invalid input: ${errors.map((e) => `${e.path || 'body'}: ${e.message}`).join('; ')}`
        : 'Invalid input';
      return reply.status(422).send({ detail, code: 'validation_failed', errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: { detail: string; code: ApiErrorCode; errors?: FieldError[] } = {
        detail: error.message,
        code: error.code,
      };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type, 429).
      return reply
        .status(status)
        .send({ detail: error.message || 'Bad request', code: codeForStatus(status, 'bad_request') });
    }
    if (isStorageFull(error)) {
      // A full disk is not a bug but an operating problem: say so clearly (507), details to the log.
      request.log.error({ err: error }, 'request failed: storage full');
      return reply
        .status(507)
        .send({ detail: STORAGE_FULL_DETAIL, code: 'insufficient_storage', request_id: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: GENERIC_5XX, code: 'internal', request_id: request.id });
  });
}
