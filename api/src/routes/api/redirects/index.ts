import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { TenantIdParams, errors } from '@agency/contract/schemas/common';
import {
  CreateRedirectBody,
  PublicRedirectsReply,
  RedirectIdParams,
  RedirectReply,
  RedirectsReply,
} from '@agency/contract/schemas/redirect';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { adminRoute, publicRoute } from '../../../lib/route-options';
import { BLOG_PATH, checkFromPath, checkTarget } from '../../../lib/site-paths';
import type { PublicRedirect, RedirectAddition } from '../../../repositories/redirects';
import { storeNoReplies } from '../posts';

const tags = ['redirects'];
const REDIRECT_NOT_FOUND = 'That redirect does not exist (it may have been deleted already).';

/** Why the owner's redirect was refused, naming the redirect in its way. */
function refusal(
  { from, to }: PublicRedirect,
  { outcome, existing }: Exclude<RedirectAddition, { outcome: 'added' }>,
): string {
  switch (outcome) {
    case 'exists':
      return `${from} already redirects to ${existing.to}. Delete that redirect first to change it.`;
    case 'loop':
      return `${to} already redirects to ${existing.to}: ${from} -> ${to} would make a loop.`;
    case 'chain':
      return existing.from === to
        ? `${to} already redirects to ${existing.to}, so visitors would take two hops. Point ${from} straight at ${existing.to} instead.`
        : `${existing.from} already redirects to ${from}, so visitors would take two hops. Point ${existing.from} elsewhere first.`;
  }
}

/**
 * Old links keep working: a post's earlier addresses (recorded when its slug changes) and the
 * owner's own redirects, each one hop. The render servers read the whole list and keep it until
 * the content version moves; every change here moves it.
 */
const redirects: FastifyPluginAsyncTypebox = async (app) => {
  storeNoReplies(app);

  /** The post whose page a path is, if any. */
  async function postAt(tenantId: string, path: string) {
    const prefix = `${BLOG_PATH}/`;
    if (!path.startsWith(prefix)) return undefined;
    const slug = path.slice(prefix.length);
    const row = slug ? await app.postsRepository.findRow(tenantId, slug) : undefined;
    return row?.slug === slug ? row : undefined;
  }

  app.get(
    '/:tenantId',
    publicRoute({
      operationId: 'listPublicRedirects',
      tags,
      summary:
        'Every redirect of the site, compact, for the render servers (read again when the content version changes)',
      params: TenantIdParams,
      response: { 200: PublicRedirectsReply },
    }),
    async (request) => app.redirectsRepository.all(request.tenant.id),
  );

  app.get(
    '/:tenantId/all',
    adminRoute({
      operationId: 'listRedirects',
      permission: 'settings',
      tags,
      summary:
        "Every redirect, newest first: the automatic ones (a post's earlier addresses) and the owner's (SuperAdmin)",
      params: TenantIdParams,
      response: { 200: RedirectsReply },
    }),
    async (request) => app.redirectsRepository.list(request.tenant.id),
  );

  app.post(
    '/:tenantId',
    adminRoute({
      operationId: 'createRedirect',
      permission: 'settings',
      audit: 'redirect.create',
      tags,
      summary:
        'Add a redirect from a path of the site to a path or an http(s) URL, 301 (default) or 302; a loop or a second hop is refused (SuperAdmin)',
      params: TenantIdParams,
      body: CreateRedirectBody,
      response: { 201: RedirectReply, ...errors(409) },
    }),
    async (request, reply) => {
      const from = checkFromPath(request.body.from);
      if (!from.ok) throw badRequest(from.message);
      const to = checkTarget(request.body.to);
      if (!to.ok) throw badRequest(to.message);
      if (to.value === from.value)
        throw badRequest('A redirect cannot lead to the path it starts from.');
      const post = await postAt(request.tenant.id, from.value);
      if (post)
        throw conflict(
          `${from.value} is the address of the post “${post.title}”: a redirect from there would hide it. Change the post's slug first.`,
        );
      const redirect: PublicRedirect = {
        from: from.value,
        to: to.value,
        status: request.body.status ?? 301,
      };
      const result = await app.redirectsRepository.add(request.tenant.id, redirect);
      if (result.outcome !== 'added') throw conflict(refusal(redirect, result));
      request.audited = {
        object: { type: 'redirect', id: result.redirect.id, label: redirect.from },
        after: { to: redirect.to, status: redirect.status },
      };
      await app.contentVersions.changed(request.tenant.id);
      return reply.status(201).send(result.redirect);
    },
  );

  app.delete(
    '/:tenantId/:redirectId',
    adminRoute({
      operationId: 'deleteRedirect',
      permission: 'settings',
      audit: 'redirect.delete',
      tags,
      summary: 'Delete a redirect, automatic or added by hand (SuperAdmin)',
      params: RedirectIdParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      const removed = await app.redirectsRepository.remove(
        request.tenant.id,
        request.params.redirectId,
      );
      if (!removed) throw notFound(REDIRECT_NOT_FOUND);
      request.audited = {
        object: { type: 'redirect', id: request.params.redirectId, label: removed.from },
        before: { to: removed.to, status: removed.status },
      };
      await app.contentVersions.changed(request.tenant.id);
      return reply.status(204).send(null);
    },
  );
};

export default redirects;
