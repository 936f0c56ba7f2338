import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { sanitizePostHtml } from '../../../lib/html';
import type { FastifyRequest } from 'fastify';
import { requirePostAccess } from '../../../accounts/permissions';
import { badRequest, notFound } from '../../../lib/http-error';
import { limit } from '../../../lib/rate-limits';
import { adminRoute } from '../../../lib/route-options';
import type { AutosaveInput } from '../../../repositories/post-autosaves';
import { TenantIdParams, errors } from '@agency/contract/schemas/common';
import {
  AutosaveBody,
  AutosaveReply,
  AutosaveSavedReply,
  PresenceBody,
  PresenceReply,
} from '@agency/contract/schemas/post';

export const AUTOSAVE_MESSAGES = {
  postNotFound: 'Post not found.',
  noAutosave: 'You have no autosave of this post.',
  badTime: 'The publication and unpublish times must be dates and times, or null.',
} as const;

const PostParams = Type.Object({
  tenantId: TenantIdParams.properties.tenantId,
  postId: Type.String({ minLength: 1, maxLength: 200, description: 'Post id or slug' }),
});

/** Why these changes are no entry of the audit log (route-options: `unaudited`). */
const OWN_SCRATCH = 'the caller’s own unsaved editor state, which nobody else sees';

function time(value: string | null): Date | null {
  if (value === null) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw badRequest(AUTOSAVE_MESSAGES.badTime);
  return at;
}

function toInput(body: Static<typeof AutosaveBody>): AutosaveInput {
  return {
    baseVersion: body.baseVersion,
    title: body.title,
    content: sanitizePostHtml(body.content),
    metaTitle: body.metaTitle,
    metaDescription: body.metaDescription,
    metaKeywords: body.metaKeywords,
    status: body.status,
    publishAt: time(body.publishAt),
    unpublishAt: time(body.unpublishAt),
    tags: body.tags,
    featureImage: body.featureImage,
  };
}

/**
 * The editor's autosave (one slot per post and person, which only that person reads) and who
 * else has the post open. None of it changes the post: no version, no revision, no cache, no
 * audit entry.
 */
const autosave: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // Per person (and address), each route its own: an autosave every 2 s, a second tab.
  const rateLimit = limit(config, 'autosave', (request) => request.user?.id ?? '');

  /** The post's id, when the caller may edit it (an Author: their own draft). */
  async function postId(request: FastifyRequest, idOrSlug: string) {
    const post = await app.postsRepository.findRow(request.tenant.id, idOrSlug);
    return requirePostAccess(request.user!, post, 'write', AUTOSAVE_MESSAGES.postNotFound).id;
  }

  app.put(
    '/:tenantId/:postId/autosave',
    {
      ...adminRoute({
        operationId: 'putPostAutosave',
        permission: 'posts.write-own',
        unaudited: OWN_SCRATCH,
        rateLimit,
        tags: ['posts'],
        summary:
          "Replace the caller's autosave of a post with what the editor holds (not a change of the post: no new version, no revision, nothing public); also records the tab as editing the post and answers who else did in the last 5 minutes",
        params: PostParams,
        body: AutosaveBody,
        response: { 200: AutosaveSavedReply, ...errors(413, 429) },
      }),
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request) => {
      const editing = {
        tenantId: request.tenant.id,
        postId: await postId(request, request.params.postId),
        userId: request.user!.id,
      };
      const now = app.clock.now();
      await app.postAutosavesRepository.put(editing, toInput(request.body), now);
      const others = await app.postAutosavesRepository.touch(
        { ...editing, tabId: request.body.tabId },
        now,
      );
      return { savedAt: now.toISOString(), others };
    },
  );

  app.get(
    '/:tenantId/:postId/autosave',
    adminRoute({
      operationId: 'getPostAutosave',
      permission: 'posts.write-own',
      tags: ['posts'],
      summary: "The caller's autosave of a post (404 when there is none); nobody else's",
      params: PostParams,
      response: { 200: AutosaveReply },
    }),
    async (request) => {
      const found = await app.postAutosavesRepository.find(
        request.tenant.id,
        await postId(request, request.params.postId),
        request.user!.id,
      );
      if (!found) throw notFound(AUTOSAVE_MESSAGES.noAutosave);
      return found;
    },
  );

  app.delete(
    '/:tenantId/:postId/autosave',
    adminRoute({
      operationId: 'deletePostAutosave',
      permission: 'posts.write-own',
      unaudited: OWN_SCRATCH,
      tags: ['posts'],
      summary: "Discard the caller's autosave of a post (404 when there is none)",
      params: PostParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      const removed = await app.postAutosavesRepository.remove(
        request.tenant.id,
        await postId(request, request.params.postId),
        request.user!.id,
      );
      if (!removed) throw notFound(AUTOSAVE_MESSAGES.noAutosave);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:tenantId/:postId/presence',
    adminRoute({
      operationId: 'touchPostPresence',
      permission: 'posts.write-own',
      unaudited: OWN_SCRATCH,
      rateLimit,
      tags: ['posts'],
      summary:
        "The editor's heartbeat while a post is open: records the tab as editing the post and answers who else did in the last 5 minutes (the caller's other tabs included)",
      params: PostParams,
      body: PresenceBody,
      response: { 200: PresenceReply, ...errors(429) },
    }),
    async (request) => {
      const others = await app.postAutosavesRepository.touch(
        {
          tenantId: request.tenant.id,
          postId: await postId(request, request.params.postId),
          userId: request.user!.id,
          tabId: request.body.tabId,
        },
        app.clock.now(),
      );
      return { others };
    },
  );
};

export default autosave;
