import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { PostRow } from '../../../db/schema';
import { requirePostAccess } from '../../../accounts/permissions';
import { conflict, notFound } from '../../../lib/http-error';
import { limit } from '../../../lib/rate-limits';
import { adminRoute, publicRoute } from '../../../lib/route-options';
import { previewPath } from '../../../lib/site-paths';
import { NO_STORE } from '../../../plugins/app/auth';
import { PREVIEW_LINK_DAYS, PREVIEW_LINK_GONE } from '@agency/contract';
import { errors } from '@agency/contract/schemas/common';
import {
  CreatedPreviewLinkReply,
  CreatePreviewLinkBody,
  PostPreviewReply,
  PreviewLinkParams,
  PreviewLinksReply,
  PreviewTokenParams,
} from '@agency/contract/schemas/preview-link';

export const PREVIEW_LINK_MESSAGES = {
  postNotFound: 'Post not found.',
  linkNotFound: 'That preview link does not exist (it may belong to another post).',
  published:
    'This post is already published: share its address instead. A preview link is for a draft or a scheduled post.',
} as const;

const DAY_MS = 86_400_000;
const PostParams = Type.Object({
  tenantId: PreviewLinkParams.properties.tenantId,
  postId: PreviewLinkParams.properties.postId,
});

/**
 * Draft links for a client: the SuperAdmin makes, lists and revokes a post's preview links, and
 * whoever holds one reads the unpublished post without an account until it expires or is
 * revoked, or the post is published or deleted. Only a token's hash is stored.
 */
const previewLinks: FastifyPluginAsyncTypebox = async (app) => {
  /** The post, when the caller may do `action` to it (an Author: their own draft). */
  async function postOf(
    request: FastifyRequest,
    idOrSlug: string,
    action: 'read' | 'write',
  ): Promise<PostRow> {
    const post = await app.postsRepository.findRow(request.tenant.id, idOrSlug);
    return requirePostAccess(request.user!, post, action, PREVIEW_LINK_MESSAGES.postNotFound);
  }

  // The owner's routes: kept by no cache (the posts plugin registers them in its owner scope).
  app.post(
    '/:tenantId/:postId/preview-links',
    {
      ...adminRoute({
        operationId: 'createPreviewLink',
        permission: 'posts.write-own',
        audit: 'preview-link.create',
        tags: ['posts'],
        summary: `Make a link that shows an unpublished post to anyone who has it, without an account, for \`days\` (default ${PREVIEW_LINK_DAYS.default}, ${PREVIEW_LINK_DAYS.min} to ${PREVIEW_LINK_DAYS.max}); the reply holds the link, shown this once`,
        params: PostParams,
        body: CreatePreviewLinkBody,
        response: { 201: CreatedPreviewLinkReply, ...errors(409) },
      }),
      // No body at all asks for the default, as an empty one does.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const post = await postOf(request, request.params.postId, 'write');
      if (post.publish_status === 'Published') throw conflict(PREVIEW_LINK_MESSAGES.published);
      const days = request.body?.days ?? PREVIEW_LINK_DAYS.default;
      const now = app.clock.now();
      const { token, link } = await app.previewLinksRepository.create(
        post,
        request.user!.id,
        now,
        new Date(now.getTime() + days * DAY_MS),
      );
      request.audited = {
        object: { type: 'post', id: post.id, label: post.title },
        after: { link: link._id, prefix: link.prefix, expiresAt: link.expiresAt },
      };
      const url = `${app.config.siteUrl}${previewPath(token)}`;
      return reply.status(201).send({ ...link, url });
    },
  );

  app.get(
    '/:tenantId/:postId/preview-links',
    adminRoute({
      operationId: 'listPreviewLinks',
      permission: 'posts.write-own',
      tags: ['posts'],
      summary:
        "A post's preview links, newest first (revoked and expired ones too): who made each, when it expires, when it was last opened; never the link itself",
      params: PostParams,
      response: { 200: PreviewLinksReply },
    }),
    async (request) => {
      const post = await postOf(request, request.params.postId, 'read');
      return app.previewLinksRepository.list(request.tenant.id, post.id, app.clock.now());
    },
  );

  app.delete(
    '/:tenantId/:postId/preview-links/:linkId',
    adminRoute({
      operationId: 'revokePreviewLink',
      permission: 'posts.write-own',
      audit: 'preview-link.revoke',
      tags: ['posts'],
      summary:
        'Revoke a preview link: it answers 404 from now on (revoking it again changes nothing)',
      params: PreviewLinkParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const post = await postOf(request, request.params.postId, 'write');
      const before = await app.previewLinksRepository.revoke(
        tenantId,
        post.id,
        request.params.linkId,
        app.clock.now(),
      );
      if (!before) throw notFound(PREVIEW_LINK_MESSAGES.linkNotFound);
      request.audited = {
        object: { type: 'post', id: post.id, label: post.title },
        before: { link: before._id, prefix: before.prefix, revokedAt: before.revokedAt },
        after: { link: before._id, revoked: true },
      };
      return reply.status(204).send(null);
    },
  );
};

/**
 * The public read of a preview link (under /previews, a path no post route can be confused
 * with): the draft as its published page reads it. Public on purpose: the token is the permission (256 random bits, handed out once by the SuperAdmin).
 * Never kept by a shared cache, never on a list, feed, sitemap or search (those read published
 * posts only), and it takes no comments or votes.
 */
export const postPreview: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:tenantId/:token',
    {
      ...publicRoute({
        operationId: 'getPostPreview',
        tags: ['posts'],
        summary:
          'What a preview link shows, without an account: the unpublished post as its page reads it, and when the link stops working; 404 once it expired, was revoked, or the post was published or deleted',
        params: PreviewTokenParams,
        response: { 200: PostPreviewReply },
        rateLimit: limit(app.config, 'previewLinks'),
      }),
      // The post's body is a long HTML string (as the posts' own reads, plain JSON is faster).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE).header('x-robots-tag', 'noindex');
      const tenantId = request.tenant.id;
      const opened = await app.previewLinksRepository.open(
        tenantId,
        request.params.token,
        app.clock.now(),
      );
      const row = opened && (await app.postsRepository.findRow(tenantId, opened.postId));
      if (!opened || !row || row.publish_status === 'Published') throw notFound(PREVIEW_LINK_GONE);
      return {
        post: await app.postsRepository.view(row),
        expiresAt: opened.expiresAt.toISOString(),
      };
    },
  );
};

export default previewLinks;
