import type { Server } from 'node:http';
import {
  LogController,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import { redactUrl } from './lib/redact';
import { formatTraceparent, traceOf } from '@agency/server-kit/trace-context';
import { traceRequests, tracing } from '@agency/server-kit/tracing';
import type { Mailer } from './mail/mailer';
import auditPlugin from './plugins/app/audit';
import authPlugin from './plugins/app/auth';
import bootstrapPlugin from './plugins/app/bootstrap';
import connectionLimitsPlugin from './plugins/app/connection-limits';
import contentVersionsPlugin from './plugins/app/content-version';
import configPlugin from './plugins/app/config';
import databasePlugin from './plugins/app/database';
import errorHandlerPlugin from './plugins/app/error-handler';
import limitsPlugin from './plugins/app/limits';
import metricsPlugin from './plugins/app/metrics';
import replyCachePlugin from './plugins/app/reply-cache';
import servicesPlugin from './plugins/app/services';
import shareCardsPlugin from './plugins/app/share-cards';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import mediaFilesPlugin from './plugins/external/media-files';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import auditRepository from './repositories/audit';
import commentsRepository from './repositories/comments';
import inboxRepository from './repositories/inbox';
import peopleRepository from './repositories/people';
import newsletterRepository from './repositories/newsletter';
import leadRetentionPlugin from './plugins/app/lead-retention';
import commentDigestPlugin from './plugins/app/comment-digest';
import scheduledPostsPlugin from './plugins/app/scheduled-posts';
import newsletterSenderPlugin from './plugins/app/newsletter-sender';
import orphanFilesPlugin from './plugins/app/orphan-files';
import newsletterSendsRepository from './repositories/newsletter-sends';
import mediaRepository from './repositories/media';
import postAutosavesRepository from './repositories/post-autosaves';
import postRevisionsRepository from './repositories/post-revisions';
import previewLinksRepository from './repositories/preview-links';
import postsRepository from './repositories/posts';
import redirectsRepository from './repositories/redirects';
import sessionsRepository from './repositories/sessions';
import tenantsRepository from './repositories/tenants';
import twoFactorRepository from './repositories/two-factor';
import userTokensRepository from './repositories/user-tokens';
import usersRepository from './repositories/users';
import api from './routes/api';
import health from './routes/api/health';
import './types';

export interface AppOptions {
  config: Config;
  clock: Clock;
  /** An open database to use instead of the configured one (tests); the caller closes it. */
  database?: Database | undefined;
  /** A mailer to use instead of SMTP or the outbox. */
  mailer?: Mailer | undefined;
}

/**
 * The request log: one line per request, when it is answered, holding what Fastify's two
 * lines ("incoming request", "request completed") held: the request's method, redacted URL
 * and address, the status and the time taken. Half the log work of a cached read, which was
 * a good part of its CPU time. Fastify's other log lines are unchanged.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Options for the Fastify instance: logging without secrets, strict validation, proxy trust. */
export function serverOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (request: {
          method: string;
          url: string;
          ip?: string;
          socket?: { remoteAddress?: string };
        }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip ?? request.socket?.remoteAddress,
        }),
      },
    },
    logController: new OneLineRequestLog(),
    // Each request's id is its own span of the caller's trace (W3C traceparent, or a new trace),
    // and every line it logs carries the trace id: one grep finds a page and its api calls.
    genReqId: (raw) => traceOf(raw).spanId,
    childLoggerFactory: (logger, bindings, options, raw) =>
      logger.child({ ...bindings, traceId: traceOf(raw).traceId }, options),
    trustProxy: config.trustProxy,
    // Deliberate timeouts (Fastify's defaults are 0, never): a client that trickles its headers
    // or body is cut, so slow connections cannot pile up (see also connection-limits.ts).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // How often Node checks the two timeouts above (its default, 30 s, would let them slip).
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
    },
    // Errors raised before routing (a malformed URL) get the same `{ message }` shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({
        message: error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid.' : error.message,
      });
    },
    // Opening PGlite the first time runs initdb, which can take a while on a busy machine.
    pluginTimeout: 120_000,
    // Long path parameters reach validation (a clear 400) instead of a bare 414.
    routerOptions: { maxParamLength: 512 },
    bodyLimit: 1024 * 1024,
    ajv: {
      // Wrong types are refused rather than coerced; unknown body fields are dropped.
      customOptions: {
        coerceTypes: false,
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
  };
}

/** The whole API as one plugin; src/server.ts only starts it. */
export default async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  await fastify.register(configPlugin, { config: options.config, clock: options.clock });
  await fastify.register(errorHandlerPlugin);
  await fastify.register(connectionLimitsPlugin);
  // With OTEL_EXPORTER_OTLP_ENDPOINT set (server.ts), a span per request, exported: it decides
  // whether the trace is recorded, which the traceparent below then says.
  const spans = tracing();
  if (spans) traceRequests(fastify, spans, redactUrl);
  // The caller learns the trace its request joined (or started): the id to grep the logs for.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('traceparent', formatTraceparent(traceOf(request.raw)));
    done();
  });

  // A POST with a JSON content type and no body (logout, publish) is an empty body, not an error.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  await fastify.register(helmetPlugin);
  await fastify.register(corsPlugin);
  await fastify.register(swaggerPlugin);

  await fastify.register(databasePlugin, { database: options.database });
  await fastify.register(metricsPlugin);
  // After the database: the counters may live there (RATE_LIMIT_STORE=database).
  await fastify.register(rateLimitPlugin);
  await fastify.register(limitsPlugin);
  await fastify.register(servicesPlugin, { mailer: options.mailer });
  await fastify.register(shareCardsPlugin);
  await fastify.register(tenantsRepository);
  await fastify.register(usersRepository);
  await fastify.register(sessionsRepository);
  await fastify.register(twoFactorRepository);
  await fastify.register(userTokensRepository);
  await fastify.register(redirectsRepository);
  await fastify.register(postRevisionsRepository);
  await fastify.register(previewLinksRepository);
  await fastify.register(postAutosavesRepository);
  await fastify.register(postsRepository);
  await fastify.register(commentsRepository);
  await fastify.register(inboxRepository);
  await fastify.register(peopleRepository);
  await fastify.register(newsletterRepository);
  await fastify.register(newsletterSendsRepository);
  await fastify.register(mediaRepository);
  await fastify.register(auditRepository);
  await fastify.register(leadRetentionPlugin);
  await fastify.register(commentDigestPlugin);
  await fastify.register(newsletterSenderPlugin);
  await fastify.register(orphanFilesPlugin);
  await fastify.register(replyCachePlugin);
  await fastify.register(contentVersionsPlugin);
  await fastify.register(scheduledPostsPlugin);
  await fastify.register(bootstrapPlugin);
  await fastify.register(authPlugin);
  // Before the routes: it checks each SuperAdmin route as it is added.
  await fastify.register(auditPlugin);

  await fastify.register(mediaFilesPlugin);
  await fastify.register(health, { operationId: 'getHealth' });
  await fastify.register(api, { prefix: '/api/v1' });
}
