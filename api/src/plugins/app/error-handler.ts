import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { validationMessage, type ValidationIssue } from '../../lib/validation-message';

/** Fastify and plugin error codes that deserve a plain sentence and, sometimes, another status. */
const KNOWN: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'The request must be multipart/form-data.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'Send one file at a time.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form is malformed.' },
};

/**
 * Busboy (behind @fastify/multipart) reports a malformed form with plain errors and no code:
 * no or a wrong boundary, a boundary over 256 characters, a body cut short. They are the
 * caller's fault, so they are a 400 when the request was multipart.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle (cannot|has to))/;

function isMalformedMultipart(error: { message?: string }, contentType: unknown): boolean {
  return (
    typeof contentType === 'string' &&
    /^\s*multipart\//i.test(contentType) &&
    MALFORMED_MULTIPART.test(error.message ?? '')
  );
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 10 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

/**
 * The one place errors become replies: always `{ message }`, a 4xx for anything the caller
 * sent, and a 500 (logged, with no detail in the reply) only for our own faults.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(
      (
        error: FastifyError & {
          validation?: ValidationIssue[];
          headers?: Record<string, string> | undefined;
        },
        request,
        reply,
      ) => {
        if (error.validation) {
          return reply
            .status(400)
            .send({ message: validationMessage(error.validation, error.validationContext) });
        }
        const known = error.code ? KNOWN[error.code] : undefined;
        if (known) return reply.status(known.status).send({ message: known.message });
        if (!error.statusCode && isMalformedMultipart(error, request.headers['content-type'])) {
          return reply.status(400).send({
            message: 'The form is malformed (multipart/form-data with a valid boundary expected).',
          });
        }
        // PostgreSQL "data exception" (class 22): a value the database cannot take, i.e. bad input.
        if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
          request.log.warn({ err: error }, 'database refused a value');
          return reply
            .status(400)
            .send({ message: 'The request contains a value that cannot be stored.' });
        }

        const status = error.statusCode ?? 500;
        if (status >= 400 && status < 500) {
          if (error.headers) void reply.headers(error.headers);
          return reply
            .status(status)
            .send({ message: error.message || 'The request could not be processed.' });
        }
        request.log.error({ err: error }, 'request failed');
        return reply
          .status(500)
          .send({ message: 'Something went wrong on our side. Please try again later.' });
      },
    );

    // PostgreSQL cannot store U+0000 in text; refuse it up front, wherever it comes in.
    // A callback hook, not an async one: it runs on every request and never waits.
    app.addHook('preValidation', (request, _reply, done) => {
      if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
        done(
          Object.assign(new Error('The request contains a NUL character, which is not allowed.'), {
            statusCode: 400,
          }),
        );
        return;
      }
      done();
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
    });
  },
  { name: 'error-handler' },
);
