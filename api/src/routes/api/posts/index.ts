import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { PostRow } from '../../../db/schema';
import { excerptFromHtml, sanitizePostHtml } from '../../../lib/html';
import { forbidden, notFound, unauthorized } from '../../../lib/http-error';
import { limit } from '../../../lib/rate-limits';
import type { PostInput } from '../../../repositories/posts';
import { AuthHeaders, TenantIdParams, TenantParams, errors } from '../../../schemas/common';
import {
  CommentBody,
  CreatePostBody,
  ListQuery,
  UpdatePostBody,
  VotesReply,
} from '../../../schemas/post';

const PostRef = Type.Ref('Post');
const CommentRef = Type.Ref('Comment');
const PostIdParam = Type.String({ minLength: 1, maxLength: 200, description: 'Post id or slug' });
const PublicPostParams = Type.Object({
  tenant: TenantParams.properties.tenant,
  postId: PostIdParam,
});
const AdminPostParams = Type.Object({
  tenantId: TenantIdParams.properties.tenantId,
  postId: PostIdParam,
});
const POST_NOT_FOUND = 'Post not found.';
const bearer = [{ bearerAuth: [] }];

/**
 * Post bodies are long HTML strings, which fast-json-stringify escapes far slower than
 * JSON.stringify; replies are built field by field in the repository (nothing extra to
 * strip), so the two public reads use JSON.stringify. The schemas still document them.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

const isAdmin = (request: FastifyRequest) => request.user?.role === 'SuperAdmin';

function cleanTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/** Turns a save payload into stored values: sanitized HTML, derived excerpt, defaults. */
function toInput(body: Static<typeof UpdatePostBody>, current?: PostRow): PostInput {
  const content =
    body.content !== undefined ? sanitizePostHtml(body.content) : (current?.content ?? '');
  const excerpt = body.excerpt?.trim() || excerptFromHtml(content);
  return {
    title: body.title?.trim() ?? current?.title ?? '',
    content,
    excerpt,
    tags: body.tags ? cleanTags(body.tags) : (current?.tags ?? []),
    status: body.status ?? current?.publish_status ?? 'Draft',
    metaTitle: body.metaTitle?.trim() ?? current?.meta_title ?? '',
    metaDescription: body.metaDescription?.trim() ?? current?.meta_description ?? '',
    metaKeywords: body.metaKeywords?.trim() ?? current?.meta_keywords ?? '',
  };
}

/** Blog posts, their comments and votes. Drafts exist only for the SuperAdmin. */
const posts: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  /** The post a reader may see: drafts are 404 for everyone but the SuperAdmin. */
  async function visiblePost(
    request: FastifyRequest,
    tenantId: string,
    idOrSlug: string,
  ): Promise<PostRow> {
    const row = await app.postsRepository.findRow(tenantId, idOrSlug);
    if (!row || (row.publish_status !== 'Published' && !isAdmin(request)))
      throw notFound(POST_NOT_FOUND);
    return row;
  }

  app.get(
    '/:tenant',
    {
      schema: {
        tags: ['posts'],
        summary:
          'List posts, newest first: ?status=Published for everyone; all statuses (no status) or drafts for the SuperAdmin',
        params: TenantParams,
        querystring: ListQuery,
        headers: AuthHeaders,
        response: { 200: Type.Array(PostRef), ...errors(400, 401, 403, 404) },
      },
      ...plainJson,
      config: { auth: 'optional' },
    },
    async (request) => {
      const { status } = request.query;
      if (status !== 'Published') {
        if (!request.user)
          throw unauthorized('Authentication is required to list unpublished posts.');
        if (!isAdmin(request)) throw forbidden('Only a SuperAdmin can list unpublished posts.');
      }
      return app.postsRepository.list(request.tenant.id, status);
    },
  );

  app.get(
    '/:tenant/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'One post by id or slug',
        params: PublicPostParams,
        headers: AuthHeaders,
        response: { 200: PostRef, ...errors(400, 403, 404) },
      },
      ...plainJson,
      config: { auth: 'optional' },
    },
    async (request) =>
      app.postsRepository.view(
        await visiblePost(request, request.tenant.id, request.params.postId),
      ),
  );

  app.get(
    '/:tenant/:postId/comments',
    {
      schema: {
        tags: ['comments'],
        summary: "A post's comments, oldest first",
        params: PublicPostParams,
        headers: AuthHeaders,
        response: { 200: Type.Array(CommentRef), ...errors(400, 403, 404) },
      },
      config: { auth: 'optional' },
    },
    async (request) => {
      const post = await visiblePost(request, request.tenant.id, request.params.postId);
      return app.commentsRepository.listForPost(request.tenant.id, post.id);
    },
  );

  app.post(
    '/:tenant/:postId/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Comment on a post (plain text, up to 2000 characters)',
        security: bearer,
        params: PublicPostParams,
        headers: AuthHeaders,
        body: CommentBody,
        response: { 201: CommentRef, ...errors(400, 401, 403, 404, 429) },
      },
      config: {
        auth: 'user',
        rateLimit: limit(config, 'comments', (request) => request.user?.id ?? ''),
      },
    },
    async (request, reply) => {
      const post = await visiblePost(request, request.tenant.id, request.params.postId);
      const comment = await app.commentsRepository.create(
        request.tenant.id,
        post.id,
        request.user!,
        request.body.content.trim(),
      );
      return reply.status(201).send(comment);
    },
  );

  for (const [action, value] of [
    ['like', 1],
    ['dislike', -1],
  ] as const) {
    app.post(
      `/:tenant/:postId/${action}`,
      {
        schema: {
          tags: ['posts'],
          summary: `Toggle the caller's ${action}; it replaces an opposite vote`,
          security: bearer,
          params: PublicPostParams,
          headers: AuthHeaders,
          response: { 200: VotesReply, ...errors(400, 401, 403, 404) },
        },
        config: { auth: 'user' },
      },
      async (request) => {
        const post = await visiblePost(request, request.tenant.id, request.params.postId);
        return app.postsRepository.toggleVote(request.tenant.id, post.id, request.user!.id, value);
      },
    );
  }

  app.post(
    '/:tenantId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Create a post (HTML sanitized; slug from the title; status defaults to Draft)',
        security: bearer,
        params: TenantIdParams,
        headers: AuthHeaders,
        body: CreatePostBody,
        response: { 201: PostRef, ...errors(400, 401, 403, 404, 413) },
      },
      config: { auth: 'admin' },
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) => {
      const post = await app.postsRepository.create(
        request.tenant.id,
        request.user!.id,
        toInput(request.body),
      );
      return reply.status(201).send(post);
    },
  );

  app.put(
    '/:tenantId/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Update a post; fields left out keep their values',
        security: bearer,
        params: AdminPostParams,
        headers: AuthHeaders,
        body: UpdatePostBody,
        response: { 200: PostRef, ...errors(400, 401, 403, 404, 413) },
      },
      config: { auth: 'admin' },
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request) => {
      const current = await app.postsRepository.findRow(request.tenant.id, request.params.postId);
      if (!current) throw notFound(POST_NOT_FOUND);
      const updated = await app.postsRepository.update(
        request.tenant.id,
        current.id,
        toInput(request.body, current),
      );
      if (!updated) throw notFound(POST_NOT_FOUND);
      return updated;
    },
  );

  app.delete(
    '/:tenantId/:postId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Delete a post with its comments, votes and the uploads no other post uses',
        security: bearer,
        params: AdminPostParams,
        headers: AuthHeaders,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404) },
      },
      config: { auth: 'admin' },
    },
    async (request, reply) => {
      const current = await app.postsRepository.findRow(request.tenant.id, request.params.postId);
      if (!current || !(await app.postsRepository.remove(request.tenant.id, current.id)))
        throw notFound(POST_NOT_FOUND);
      await app.mediaRepository.removeUnused(request.tenant.id, current.content);
      return reply.status(204).send(null);
    },
  );

  for (const [action, status] of [
    ['publish', 'Published'],
    ['unpublish', 'Draft'],
  ] as const) {
    app.post(
      `/:tenantId/:postId/${action}`,
      {
        schema: {
          tags: ['posts'],
          summary:
            action === 'publish'
              ? 'Publish a post (sets publishedAt)'
              : 'Move a post back to Draft (clears publishedAt)',
          security: bearer,
          params: AdminPostParams,
          headers: AuthHeaders,
          response: { 200: PostRef, ...errors(400, 401, 403, 404) },
        },
        config: { auth: 'admin' },
      },
      async (request) => {
        const current = await app.postsRepository.findRow(request.tenant.id, request.params.postId);
        const post =
          current && (await app.postsRepository.setStatus(request.tenant.id, current.id, status));
        if (!post) throw notFound(POST_NOT_FOUND);
        return post;
      },
    );
  }
};

export default posts;
