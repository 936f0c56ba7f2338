import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../lib/http-error';
import { attribute } from '../../../lib/lead-channel';
import { limit } from '../../../lib/rate-limits';
import { publicRoute } from '../../../lib/route-options';
import { judgeArrival } from '../../../lib/spam-guard';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE, newsletterLinks } from '../../../mail/newsletter-links';
import { newsletterConfirmationMail } from '../../../mail/templates';
import type { ConfirmOutcome, UnsubscribeOutcome } from '../../../repositories/newsletter';
import { MessageReply, TenantIdParams, errors } from '@agency/contract/schemas/common';
import { NewsletterBody } from '@agency/contract/schemas/inbox';
import {
  ConfirmReply,
  NewsletterTokenBody,
  OneClickParams,
  UnsubscribeReply,
} from '@agency/contract/schemas/newsletter';
import sends from './sends';

export { CONFIRM_PAGE, UNSUBSCRIBE_PAGE, newsletterLinks };

export const SUBSCRIBE_REPLY =
  'Thank you for subscribing! Please check your inbox to confirm your subscription.';

const CONFIRM_MESSAGES: Record<ConfirmOutcome, string> = {
  confirmed: 'Your subscription is confirmed.',
  'already-confirmed': 'Your subscription was already confirmed.',
  expired: 'This confirmation link has expired. Please sign up again.',
  invalid: 'This confirmation link is not valid. Please sign up again.',
};

const UNSUBSCRIBE_MESSAGES: Record<UnsubscribeOutcome, string> = {
  unsubscribed: 'You are unsubscribed and will receive no more newsletters.',
  'already-unsubscribed': 'You were already unsubscribed.',
  invalid: 'This unsubscribe link is not valid.',
};

/** A urlencoded form from the site's unsubscribe page (not a mail program's POST). */
function fromPage(body: unknown): boolean {
  return typeof body === 'string' && new URLSearchParams(body).get('source') === 'page';
}

/**
 * Newsletter sign-up with double opt-in, and leaving in one click. A sign-up is a lead for the
 * owner's inbox at once; the address gets the newsletter only once its confirmation link is
 * followed.
 */
const newsletters: FastifyPluginAsyncTypebox = async (app) => {
  const siteHost = new URL(app.config.siteUrl).hostname;
  app.post(
    '/:tenantId/subscribe',
    publicRoute({
      operationId: 'subscribeToNewsletter',
      rateLimit: limit(app.config, 'newsletter'),
      tags: ['newsletter'],
      summary:
        'Sign an address up: mails a confirmation link (at most once an hour); the reply never says whether the address is known',
      params: TenantIdParams,
      body: NewsletterBody,
      response: { 200: MessageReply, ...errors(429) },
    }),
    async (request) => {
      const { tenant } = request;
      const email = request.body.email.trim();
      const arrival = judgeArrival(
        { honeypot: request.body.referenceCode, fillMs: request.body.fillMs },
        app.config.inbox.minFillMs,
      );
      await app.inboxRepository.subscribe(
        tenant.id,
        email,
        arrival,
        attribute(request.body.source, siteHost),
      );
      // What depends on the address's state (new, pending, confirmed, gone; a mail due or not)
      // runs after the reply, in one transaction with the queued mail: the reply is the same,
      // and takes the same time, whatever the list holds. Spam gets no mail at all.
      if (!arrival.spam) {
        app.mail.sendLater(async () => {
          const tokens = await app.newsletterRepository.signUp(tenant.id, email);
          if (!tokens) return undefined;
          const links = newsletterLinks(app, tenant.id, tokens.unsubscribe);
          return {
            ...newsletterConfirmationMail(tenant.name, email.toLowerCase(), {
              confirm: links.page(CONFIRM_PAGE, tokens.confirm),
              unsubscribe: links.unsubscribe,
              oneClick: links.oneClick,
            }),
            tenantId: tenant.id,
          };
        });
      }
      return { message: SUBSCRIBE_REPLY };
    },
  );

  /**
   * A link of a newsletter mail, followed (the site's page posts the link's token): the outcome
   * and its words. The reply is never stored: the same link answers otherwise the next time.
   */
  function linkRoute<Outcome extends string>(
    path: string,
    schema: { operationId: string; summary: string; reply: TSchema },
    follow: (tenantId: string, token: string) => Promise<Outcome>,
    messages: Record<Outcome, string>,
  ) {
    app.post(
      path,
      publicRoute({
        operationId: schema.operationId,
        tags: ['newsletter'],
        summary: schema.summary,
        params: TenantIdParams,
        body: NewsletterTokenBody,
        response: { 200: schema.reply },
      }),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const outcome = await follow(request.tenant.id, request.body.token);
        return { outcome, message: messages[outcome] };
      },
    );
  }

  linkRoute(
    '/:tenantId/confirm',
    {
      operationId: 'confirmNewsletterSubscription',
      summary: 'Follow a confirmation link: the address becomes a subscriber',
      reply: ConfirmReply,
    },
    (tenantId, token) => app.newsletterRepository.confirm(tenantId, token),
    CONFIRM_MESSAGES,
  );

  linkRoute(
    '/:tenantId/unsubscribe',
    {
      operationId: 'unsubscribeFromNewsletter',
      summary: 'Follow an unsubscribe link: the address gets no more newsletters',
      reply: UnsubscribeReply,
    },
    (tenantId, token) => app.newsletterRepository.unsubscribe(tenantId, token),
    UNSUBSCRIBE_MESSAGES,
  );

  // The List-Unsubscribe address (RFC 8058): a mail program POSTs `List-Unsubscribe=One-Click`
  // to it, as a form (multipart or urlencoded), with no cookie, session or header of ours. So
  // the tenant is in the path under a name the tenant-header check does not read, and the
  // form is read as text here only. A GET changes nothing: link checkers fetch URLs.
  const oneClickRoute: FastifyPluginAsyncTypebox = async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    oneClick.post(
      '/one-click/:list/:token',
      {
        schema: {
          operationId: 'unsubscribeOneClick',
          tags: ['newsletter'],
          summary:
            'One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every newsletter mail; needs no x-tenant-id',
          params: OneClickParams,
          response: {
            200: UnsubscribeReply,
            303: Type.Null({
              description: "To the site's unsubscribe page (a form the page posted)",
            }),
            ...errors(404),
          },
        },
      },
      async (request, reply) => {
        const tenant = app.tenantsRepository.find(request.params.list);
        if (!tenant) throw notFound('Unknown tenant.');
        reply.header('Cache-Control', 'no-store');
        const outcome = await app.newsletterRepository.unsubscribe(tenant.id, request.params.token);
        // The site's unsubscribe page posts here too, as a plain form when the page has no
        // script yet, marked `source=page`: the browser is sent on to the page, which shows
        // the outcome. A mail program gets no redirect (RFC 8058 forbids it).
        if (fromPage(request.body)) {
          const page = new URL(UNSUBSCRIBE_PAGE, app.config.siteUrl);
          page.search = new URLSearchParams({ outcome }).toString();
          return reply.redirect(page.toString(), 303);
        }
        return { outcome, message: UNSUBSCRIBE_MESSAGES[outcome] };
      },
    );
  };
  await app.register(oneClickRoute);
  await app.register(sends);
};

export default newsletters;
