import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../http-errors.ts';

export type FieldError = { field: string; message: string };

/** The one error shape of the API: { message } plus, for validation, the message of each field. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: String(v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof ZodError) {
      const errors = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && error.details?.retryAfterSeconds) {
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      return reply.code(error.statusCode).send({ message: error.message, ...error.details });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    if (status === 413) return reply.code(413).send({ message: 'Request body is too large.' });
    return reply.code(status).send({ message: error.message });
  });
});
