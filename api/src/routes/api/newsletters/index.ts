import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limit } from '../../../lib/rate-limits';
import { judgeArrival } from '../../../lib/spam-guard';
import { MessageReply, TenantHeaders, TenantIdParams, errors } from '../../../schemas/common';
import { NewsletterBody } from '../../../schemas/inbox';

/** Newsletter sign-up from the footer; subscribing twice is fine. */
const newsletters: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:tenantId/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address (idempotent)',
        params: TenantIdParams,
        headers: TenantHeaders,
        body: NewsletterBody,
        response: { 200: MessageReply, ...errors(400, 403, 404, 429) },
      },
      config: { rateLimit: limit(app.config, 'newsletter') },
    },
    async (request) => {
      const arrival = judgeArrival(
        { honeypot: request.body.referenceCode, fillMs: request.body.fillMs },
        app.config.inbox.minFillMs,
      );
      await app.inboxRepository.subscribe(request.tenant.id, request.body.email.trim(), arrival);
      // The same reply for a new and a known address: the list of subscribers stays private.
      return { message: 'Thank you for subscribing!' };
    },
  );
};

export default newsletters;
