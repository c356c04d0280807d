import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError, isStorageFull, STORAGE_FULL_DETAIL } from './errors.ts';

const GENERIC_5XX = 'Internal server error';

function validationErrors(error: FastifyError): FieldError[] {
  const context = (error as { validationContext?: string }).validationContext;
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path || context || '', message: issue.message ?? 'Invalid value' };
  });
}

/**
 * The one error handler: every error becomes `{"detail": ...}`. 4xx details are safe to show;
 * a 5xx answer carries a generic text and the request id only, the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Answered before the request body was read to its end (an upload over its limit, a refused
    // file type): close the connection after the answer instead of receiving the rest for nothing.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const fields = [...new Set(errors.map((e) => e.path).filter(Boolean))];
      const detail = fields.length
        ? `Invalid input: ${errors.map((e) => `${e.path || 'body'}: ${e.message}`).join('; ')}`
        : 'Invalid input';
      return reply.status(422).send({ detail, errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: { detail: string; errors?: FieldError[] } = { detail: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type, 429).
      return reply.status(status).send({ detail: error.message || 'Bad request' });
    }
    if (isStorageFull(error)) {
      // A full disk is not a bug but an operating problem: say so clearly (507), details to the log.
      request.log.error({ err: error }, 'request failed: storage full');
      return reply.status(507).send({ detail: STORAGE_FULL_DETAIL, request_id: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: GENERIC_5XX, request_id: request.id });
  });
}
