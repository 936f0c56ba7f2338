import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { adminRoute, publicRoute } from '../../../lib/route-options';
import { attribute } from '../../../lib/lead-channel';
import { limit } from '../../../lib/rate-limits';
import { judgeArrival } from '../../../lib/spam-guard';
import { contactMail } from '../../../mail/templates';
import { MessageReply, TenantIdParams, errors } from '@agency/contract/schemas/common';
import { ContactBody } from '@agency/contract/schemas/inbox';

const ContactView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** The contact form: stored, and mailed to the agency inbox (CONTACT_TO). */
const contact: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const siteHost = new URL(config.siteUrl).hostname;

  app.post(
    '/:tenantId/contact',
    publicRoute({
      operationId: 'sendContactMessage',
      rateLimit: limit(config, 'contact'),
      tags: ['contact'],
      summary: 'Send a contact message to the agency',
      params: TenantIdParams,
      body: ContactBody,
      response: { 200: MessageReply, ...errors(429) },
    }),
    async (request) => {
      const submitted = {
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        message: request.body.message.trim(),
      };
      const arrival = judgeArrival(
        { honeypot: request.body.referenceCode, fillMs: request.body.fillMs },
        config.inbox.minFillMs,
      );
      await app.transaction(async () => {
        await app.inboxRepository.saveContact(
          request.tenant.id,
          submitted,
          arrival,
          attribute(request.body.source, siteHost),
        );
        // Spam is kept for the owner to look at, but nobody is notified of it.
        if (!arrival.spam)
          await app.mail.send({
            ...contactMail(request.tenant.name, config.contactTo, submitted),
            tenantId: request.tenant.id,
          });
      });
      // The same reply either way: a bot learns nothing about the guard.
      return { message: "Thank you for reaching out! We'll get back to you soon." };
    },
  );

  app.get(
    '/:tenantId/contact',
    adminRoute({
      operationId: 'listContactMessages',
      permission: 'leads',
      tags: ['contact'],
      summary: 'Stored contact messages, newest first (SuperAdmin)',
      params: TenantIdParams,
      response: { 200: Type.Array(ContactView) },
    }),
    async (request) => app.inboxRepository.listContacts(request.tenant.id),
  );
};

export default contact;
