import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { adminRoute } from '../../../lib/route-options';
import { TenantIdParams, errors } from '@agency/contract/schemas/common';
import {
  AudienceReply,
  CreateSendBody,
  NewsletterSendReply,
  SendsQuery,
} from '@agency/contract/schemas/newsletter';
import { storeNoReplies } from '../posts';

export const SEND_MESSAGES = {
  notFound: 'Newsletter send not found.',
  postNotFound: 'Post not found.',
  notPublished: 'Only a published post can be sent to subscribers.',
  alreadySent: 'This post was already sent to subscribers. Confirm that you want to send it again.',
  past: 'Choose a time in the future.',
  tooFar: 'Choose a time within the next year.',
  started: 'This send has already started and can no longer be cancelled.',
} as const;

/** A chosen time this far back still counts as "now" (the form took a while to send). */
const PAST_GRACE_MS = 60_000;
const MAX_AHEAD_MS = 366 * 86_400_000;
const LIST_LIMIT = 50;

const SendParams = Type.Object({
  tenantId: TenantIdParams.properties.tenantId,
  sendId: Type.String({ minLength: 1, maxLength: 100 }),
});

/**
 * Sending a post to the newsletter's confirmed subscribers (SuperAdmin only): how many would
 * get it, send now or at a time, cancel before it starts, and the sends with their counts
 * (the sending itself: jobs/newsletter-sender.ts).
 */
const sends: FastifyPluginAsyncTypebox = async (app) => {
  storeNoReplies(app);

  app.get(
    '/:tenantId/audience',
    adminRoute({
      operationId: 'getNewsletterAudience',
      permission: 'newsletter',
      tags: ['newsletter'],
      summary: 'How many confirmed subscribers a send started now would go to (SuperAdmin)',
      params: TenantIdParams,
      response: { 200: AudienceReply },
    }),
    async (request) => ({
      subscribers: await app.newsletterSendsRepository.audience(request.tenant.id),
    }),
  );

  app.get(
    '/:tenantId/sends',
    adminRoute({
      operationId: 'listNewsletterSends',
      permission: 'newsletter',
      tags: ['newsletter'],
      summary: `The latest ${LIST_LIMIT} sends, newest first, with their counts; of one post with postId (SuperAdmin)`,
      params: TenantIdParams,
      querystring: SendsQuery,
      response: { 200: Type.Array(NewsletterSendReply) },
    }),
    async (request) =>
      app.newsletterSendsRepository.list(request.tenant.id, {
        postId: request.query.postId,
        limit: LIST_LIMIT,
      }),
  );

  app.post(
    '/:tenantId/sends',
    adminRoute({
      operationId: 'createNewsletterSend',
      permission: 'newsletter',
      audit: 'newsletter.send',
      tags: ['newsletter'],
      summary:
        'Send a published post to the confirmed subscribers, now or at scheduledAt; a post already sent needs resend: true (SuperAdmin)',
      params: TenantIdParams,
      body: CreateSendBody,
      response: { 201: NewsletterSendReply, ...errors(409) },
    }),
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const now = app.clock.now();
      let scheduledAt = now;
      if (request.body.scheduledAt !== undefined) {
        const chosen = new Date(request.body.scheduledAt);
        if (chosen.getTime() < now.getTime() - PAST_GRACE_MS) throw badRequest(SEND_MESSAGES.past);
        if (chosen.getTime() > now.getTime() + MAX_AHEAD_MS) throw badRequest(SEND_MESSAGES.tooFar);
        if (chosen > now) scheduledAt = chosen;
      }
      const send = await app.transaction(async () => {
        const post = await app.postsRepository.findRow(tenantId, request.body.postId);
        if (!post) throw notFound(SEND_MESSAGES.postNotFound);
        if (post.publish_status !== 'Published') throw conflict(SEND_MESSAGES.notPublished);
        const previous = await app.newsletterSendsRepository.previousSends(tenantId, post.id);
        if (previous > 0 && request.body.resend !== true) throw conflict(SEND_MESSAGES.alreadySent);
        const created = await app.newsletterSendsRepository.create(tenantId, {
          postId: post.id,
          postTitle: post.title,
          scheduledAt,
          createdBy: request.user?.id ?? null,
        });
        // A send for now starts on this instance right after the commit, not at the next poll.
        if (scheduledAt <= now) app.afterCommit(() => app.newsletterSender.kick());
        request.audited = {
          object: { type: 'post', id: post.id, label: post.title },
          after: { scheduledAt: scheduledAt.toISOString(), resend: previous > 0 },
        };
        return created;
      });
      return reply.code(201).send(send);
    },
  );

  app.get(
    '/:tenantId/sends/:sendId',
    adminRoute({
      operationId: 'getNewsletterSend',
      permission: 'newsletter',
      tags: ['newsletter'],
      summary: 'One send with its counts (SuperAdmin)',
      params: SendParams,
      response: { 200: NewsletterSendReply },
    }),
    async (request) => {
      const send = await app.newsletterSendsRepository.find(
        request.tenant.id,
        request.params.sendId,
      );
      if (!send) throw notFound(SEND_MESSAGES.notFound);
      return send;
    },
  );

  app.post(
    '/:tenantId/sends/:sendId/cancel',
    adminRoute({
      operationId: 'cancelNewsletterSend',
      permission: 'newsletter',
      audit: 'newsletter.cancel',
      tags: ['newsletter'],
      summary: 'Cancel a send that has not started (409 once it has) (SuperAdmin)',
      params: SendParams,
      response: { 200: NewsletterSendReply, ...errors(409) },
    }),
    async (request) => {
      const { tenant, params } = request;
      request.audited = { object: { type: 'newsletter-send', id: params.sendId } };
      const outcome = await app.newsletterSendsRepository.cancel(tenant.id, params.sendId);
      if (outcome === 'not-found') throw notFound(SEND_MESSAGES.notFound);
      if (outcome === 'started') throw conflict(SEND_MESSAGES.started);
      return (await app.newsletterSendsRepository.find(tenant.id, params.sendId))!;
    },
  );
};

export default sends;
