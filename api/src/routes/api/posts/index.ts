import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostRow } from '../../../db/schema';
import { judgeComment } from '../../../lib/comment-guard';
import { excerptFromHtml, sanitizePostHtml } from '../../../lib/html';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/http-error';
import { adminRoute, userRoute } from '../../../lib/route-options';
import { encodeCursor, nextPageHeader, readPage, type PageRequest } from '../../../lib/pages';
import { searchText } from '../../../lib/search';
import { limit } from '../../../lib/rate-limits';
import { NO_STORE, optionalUser, ownPostsOnly, seesAdminData } from '../../../plugins/app/auth';
import { assertMayPublishFields, requirePostAccess } from '../../../accounts/permissions';
import { isStaff } from '@agency/contract';
import { renderReply, type CachedReply } from '../../../plugins/app/reply-cache';
import { OPTIONAL_BEARER } from '../../../plugins/external/swagger';
import { isUploadName } from '../../../repositories/media';
import { StaleVersion, type PostInput, type PostView } from '../../../repositories/posts';
import { AuthHeaders, TenantIdParams, errors } from '@agency/contract/schemas/common';
import {
  COMMENT_PAGE,
  CommentBody,
  CommentsQuery,
  CreatePostBody,
  IfMatchHeaders,
  ListQuery,
  POST_PAGE,
  PostConflictReply,
  UpdatePostBody,
  VotesReply,
} from '@agency/contract/schemas/post';
import previewLinks from './preview-links';
import autosave from './autosave';
import revisions from './revisions';

const PostRef = Type.Ref('Post');
const CommentRef = Type.Ref('Comment');
const PostIdParam = Type.String({ minLength: 1, maxLength: 200, description: 'Post id or slug' });
const PostParams = Type.Object({
  tenantId: TenantIdParams.properties.tenantId,
  postId: PostIdParam,
});
const POST_NOT_FOUND = 'Post not found.';
export const STALE_VERSION =
  'Someone saved this post after you opened it. Compare their version with yours, then keep one of them.';
export const BAD_IF_MATCH =
  'If-Match must name the version the edit started from, in quotes, for example "3".';
const NOT_A_FEATURE_IMAGE = 'The feature image must be an image uploaded to this site.';
export const SCHEDULE_MISSING = 'Choose when the post should be published.';
export const SCHEDULE_PAST = 'The publication time must be in the future.';
export const SCHEDULE_WITHOUT_STATUS = 'A publication time goes only with the status Scheduled.';
export const UNPUBLISH_PAST = 'The unpublish time must be in the future.';
export const UNPUBLISH_BEFORE_PUBLISH = 'The unpublish time must be after the publication time.';
export const UNPUBLISH_DRAFT =
  'An unpublish time goes only with the status Published or Scheduled.';
export const ONLY_DRAFTS_FOR_REVIEW =
  'Only a draft can be submitted for review: this post is already published or scheduled.';
export const UNPUBLISHED_FOR_STAFF = "Only the site's staff can list unpublished posts.";

/**
 * Post bodies are long HTML strings, which fast-json-stringify escapes far slower than
 * JSON.stringify; replies are built field by field in the repository (nothing extra to
 * strip), so the two public reads use JSON.stringify. The schemas still document them.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** Where the post routes show the SuperAdmin's data (types.ts: `adminPaths`). */
const UNPUBLISHED_POST = 'a post that is not published (a draft or a scheduled post)';
const UNPUBLISHED_LIST = 'any status but Published (no status: every post)';

/**
 * Published reads, asked anonymously: any cache may keep them 5 s and serve them stale for
 * 30 s more while it revalidates; browsers revalidate every time (a 304 is cheap).
 */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
/** The same bytes asked with a token: only the caller's own cache, revalidated each time. */
export const PRIVATE_CACHE = 'private, no-cache';

/** Every reply of the plugin's routes (the owner's management routes) is kept by no cache. */
export function storeNoReplies(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', NO_STORE).header('vary', 'Authorization');
    return payload;
  });
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** A post's ETag: its version, which every save raises by one. */
export const versionTag = (post: { version: number }) => `"${post.version}"`;

/**
 * The version an If-Match header names (`"7"`, `W/"7"`); undefined without the header, `*`
 * for any. A value that names no version is the caller's mistake (400), not a conflict.
 */
function ifMatchVersion(header: string | undefined): number | '*' | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return '*';
  const version = /^(?:W\/)?"(\d{1,9})"$/.exec(value)?.[1];
  if (version === undefined) throw badRequest(BAD_IF_MATCH);
  return Number(version);
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current ? String(current) : '';
  if (!value.split(/\s*,\s*/).some((name) => name.toLowerCase() === field.toLowerCase()))
    reply.header('vary', value ? `${value}, ${field}` : field);
}

/**
 * Sends a rendered published reply: shareable when asked anonymously, private when asked with
 * a token (the bytes are the same: nothing in a published reply depends on the caller), and
 * 304 when the client already has these bytes.
 */
function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: CachedReply) {
  addVary(reply, 'Authorization');
  reply
    .headers(rendered.headers)
    .header('etag', rendered.etag)
    .header(
      'cache-control',
      request.headers.authorization === undefined ? PUBLIC_CACHE : PRIVATE_CACHE,
    );
  if (matches(request.headers['if-none-match'], rendered.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(rendered.body);
}

/** A reply built for one caller (management lists, drafts): never stored by any cache. */
function sendPersonal(reply: FastifyReply, value: unknown, headers: Record<string, string> = {}) {
  addVary(reply, 'Authorization');
  return reply.headers(headers).header('cache-control', NO_STORE).send(value);
}

/** The cache key of a page request. */
const pageKey = (page: PageRequest & { paginated: boolean }) =>
  `${page.limit}|${page.after ? encodeCursor(page.after) : ''}|${page.paginated ? 'p' : ''}`;

function cleanTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/**
 * When a save's post goes live by itself: only a Scheduled post has a time, and a new time
 * must be in the future. Left out of an edit of a scheduled post, its time stays; the time it
 * already has may be sent back unchanged even when it has just passed (the scheduler is about
 * to publish it).
 */
function publishAt(
  body: Static<typeof UpdatePostBody>,
  now: Date,
  current?: PostRow,
): PostInput['publishAt'] {
  const status = body.status ?? current?.publish_status ?? 'Draft';
  const requested = body.publishAt;
  if (status !== 'Scheduled') {
    if (typeof requested === 'string') throw badRequest(SCHEDULE_WITHOUT_STATUS);
    return null;
  }
  const scheduled = current?.publish_status === 'Scheduled' ? current.publish_at : null;
  if (requested === undefined && scheduled) return new Date(scheduled);
  if (typeof requested !== 'string') throw badRequest(SCHEDULE_MISSING);
  const at = new Date(requested);
  if (Number.isNaN(at.getTime())) throw badRequest(SCHEDULE_MISSING);
  if (scheduled && new Date(scheduled).getTime() === at.getTime()) return at;
  if (at.getTime() <= now.getTime()) throw badRequest(SCHEDULE_PAST);
  return at;
}

/**
 * When a save's post goes back to Draft by itself: a Published or Scheduled post may have a
 * time, after its publication time and in the future; null clears it, and an edit that leaves
 * it out keeps it. Like the publication time, the time it already has may be sent back as is.
 */
function unpublishAt(
  body: Static<typeof UpdatePostBody>,
  now: Date,
  publishAt: Date | null,
  current?: PostRow,
): PostInput['unpublishAt'] {
  const status = body.status ?? current?.publish_status ?? 'Draft';
  const requested = body.unpublishAt;
  if (status === 'Draft') {
    if (typeof requested === 'string') throw badRequest(UNPUBLISH_DRAFT);
    return null;
  }
  const kept = current?.unpublish_at ? new Date(current.unpublish_at) : null;
  const at = requested === undefined ? kept : requested === null ? null : new Date(requested);
  if (!at) return null;
  if (at.getTime() !== kept?.getTime() && at.getTime() <= now.getTime())
    throw badRequest(UNPUBLISH_PAST);
  if (publishAt && at.getTime() <= publishAt.getTime()) throw badRequest(UNPUBLISH_BEFORE_PUBLISH);
  return at;
}

/** Turns a save payload into stored values: sanitized HTML, derived excerpt, defaults; the
 * feature image comes checked (`featureImage` of the posts plugin). */
function toInput(
  body: Static<typeof UpdatePostBody>,
  featureImage: PostInput['featureImage'],
  now: Date,
  current?: PostRow,
): PostInput {
  const content =
    body.content !== undefined ? sanitizePostHtml(body.content) : (current?.content ?? '');
  const excerpt = body.excerpt?.trim() || excerptFromHtml(content);
  const goesLive = publishAt(body, now, current);
  return {
    title: body.title?.trim() ?? current?.title ?? '',
    content,
    excerpt,
    tags: body.tags ? cleanTags(body.tags) : (current?.tags ?? []),
    status: body.status ?? current?.publish_status ?? 'Draft',
    metaTitle: body.metaTitle?.trim() ?? current?.meta_title ?? '',
    metaDescription: body.metaDescription?.trim() ?? current?.meta_description ?? '',
    metaKeywords: body.metaKeywords?.trim() ?? current?.meta_keywords ?? '',
    featureImage,
    publishAt: goesLive,
    unpublishAt: unpublishAt(body, now, goesLive, current),
    slug: body.slug,
  };
}

/** Blog posts, their comments and votes. Drafts exist only for the SuperAdmin. */
const posts: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  /**
   * The post a reader may see: drafts are 404 for everyone but the SuperAdmin, and the
   * SuperAdmin's session must pass the admin gate.
   */
  async function visiblePost(
    request: FastifyRequest,
    tenantId: string,
    idOrSlug: string,
  ): Promise<PostRow> {
    const row = await app.postsRepository.findRow(tenantId, idOrSlug);
    if (!row || (row.publish_status !== 'Published' && !seesAdminData(request, row)))
      throw notFound(POST_NOT_FOUND);
    return row;
  }

  /** A published post's share card is drawn before the reply, so its page's og:image answers
   * from the moment the post is public. A card that cannot be drawn never fails the save. */
  /** A feature image's file name from its URL (`${mediaBaseUrl}/name`), as replies give it. */
  const mediaName = (url: string | undefined) =>
    url?.startsWith(`${config.mediaBaseUrl}/`)
      ? url.slice(config.mediaBaseUrl.length + 1)
      : undefined;

  /** The feature image a save asks for, checked: an image this tenant uploaded (by the URL the
   * upload answered with), none (null), or the current one when the field is left out. */
  async function featureImage(
    tenantId: string,
    requested: Static<typeof UpdatePostBody>['featureImage'],
    current?: PostRow,
  ): Promise<PostInput['featureImage']> {
    if (requested === undefined)
      return current?.feature_image
        ? { name: current.feature_image, alt: current.feature_image_alt }
        : null;
    if (requested === null) return null;
    const name = mediaName(requested.url.trim());
    if (!name || !isUploadName(name) || !(await app.mediaRepository.isImage(tenantId, name)))
      throw badRequest(NOT_A_FEATURE_IMAGE);
    return { name, alt: requested.alt.trim() };
  }

  async function drawCard(tenantId: string, post: PostView): Promise<void> {
    if (post.publishStatus !== 'Published') return;
    await app.shareCards
      .ensure(tenantId, { ...post, featureImage: mediaName(post.featureImage?.url) })
      .catch((error: unknown) => app.log.error({ err: error }, 'share card not drawn'));
  }

  // The owner's history of each post and their autosaves, kept by no cache.
  await app.register(async (owner) => {
    storeNoReplies(owner);
    await owner.register(autosave);
    await owner.register(revisions, {
      async saved(tenantId, post) {
        await drawCard(tenantId, post);
        await app.contentVersions.changed(tenantId);
      },
      stillUploaded: (tenantId, name) => app.mediaRepository.isImage(tenantId, name),
    });
    await owner.register(previewLinks);
  });

  /** Posts as the staff see them: with who wrote and who published each, and its review. */
  async function withCredits<Post extends PostView>(tenantId: string, posts: Post[]) {
    const credits = await app.postsRepository.credits(
      tenantId,
      posts.map((post) => post._id),
    );
    return posts.map((post) => ({ ...post, ...credits.get(post._id) }));
  }
  const credited = async (tenantId: string, post: PostView) =>
    (await withCredits(tenantId, [post]))[0]!;

  async function identify(request: FastifyRequest): Promise<void> {
    if (request.user === null) request.user = await optionalUser(app, request);
  }

  /**
   * A page of comments as a plain array: newest first when the client pages (`limit` or
   * `cursor`); for a client that knows nothing of pages, the newest page in the thread's
   * original order, oldest first. X-Next-Cursor points to the older comments either way.
   */
  async function commentsPage(
    tenantId: string,
    postId: string,
    page: PageRequest & { paginated: boolean },
  ) {
    const { comments, next } = await app.commentsRepository.listForPost(tenantId, postId, page);
    return {
      comments: page.paginated ? comments : comments.reverse(),
      headers: nextPageHeader(next),
    };
  }

  app.get(
    '/:tenantId',
    {
      schema: {
        operationId: 'listPosts',
        security: OPTIONAL_BEARER,
        tags: ['posts'],
        summary:
          'List posts, newest first, one page (limit, cursor; next page: X-Next-Cursor header): ?status=Published for everyone; all statuses (no status) or drafts for the SuperAdmin',
        params: TenantIdParams,
        querystring: ListQuery,
        headers: AuthHeaders,
        response: { 200: Type.Array(PostRef), ...errors(400, 401, 403, 404) },
      },
      ...plainJson,
      config: { auth: 'public', adminPaths: UNPUBLISHED_LIST },
    },
    async (request, reply) => {
      const { status, review } = request.query;
      const page = readPage(request.query, POST_PAGE);
      const search = searchText(request.query.q);
      const tag = request.query.tag?.trim() || undefined;
      const options = { status, search, tag, ...page, waitingForReview: review === 'waiting' };
      const tenantId = request.tenant.id;
      if (status === 'Published' && review === undefined) {
        const rendered = await app.replyCache.get(
          tenantId,
          `posts|${pageKey(page)}|${search ?? ''}|${tag ?? ''}`,
          async () => {
            const { posts, next } = await app.postsRepository.list(tenantId, options);
            return renderReply(posts, nextPageHeader(next));
          },
        );
        return sendRendered(request, reply, rendered!);
      }
      await identify(request);
      if (!request.user)
        throw unauthorized('Authentication is required to list unpublished posts.');
      // Every post for the staff who read them all; an Author lists their own.
      let authorId: string | undefined;
      if (!seesAdminData(request)) {
        if (!ownPostsOnly(request)) throw forbidden(UNPUBLISHED_FOR_STAFF);
        authorId = request.user.id;
      }
      const { posts, next } = await app.postsRepository.list(tenantId, { ...options, authorId });
      return sendPersonal(reply, await withCredits(tenantId, posts), nextPageHeader(next));
    },
  );

  app.get(
    '/:tenantId/:postId',
    {
      schema: {
        operationId: 'getPost',
        security: OPTIONAL_BEARER,
        tags: ['posts'],
        summary: 'One post by id or slug',
        params: PostParams,
        headers: AuthHeaders,
        response: { 200: PostRef, ...errors(400, 403, 404) },
      },
      ...plainJson,
      config: { auth: 'public', adminPaths: UNPUBLISHED_POST },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const { postId } = request.params;
      // The SuperAdmin reads what the editor saves over: the current row, with its version as
      // the ETag to send back in If-Match, never a cached copy.
      if (request.headers.authorization !== undefined) {
        await identify(request);
        // Only the staff wait for the row: a reader's signed-in read stays the cached one.
        const row = isStaff(request.user?.role)
          ? await app.postsRepository.findRow(tenantId, postId)
          : undefined;
        if (row && seesAdminData(request, row))
          return sendPersonal(
            reply,
            await credited(tenantId, await app.postsRepository.view(row)),
            {
              etag: versionTag(row),
            },
          );
      }
      const rendered = await app.replyCache.get(tenantId, `post|${postId}`, async () => {
        const row = await app.postsRepository.findRow(tenantId, postId);
        return row?.publish_status === 'Published'
          ? renderReply(await app.postsRepository.view(row))
          : undefined;
      });
      if (rendered) return sendRendered(request, reply, rendered);
      // Not published: nothing (404) for anyone but the SuperAdmin, answered above.
      await identify(request);
      const post = await visiblePost(request, tenantId, postId);
      return sendPersonal(reply, await app.postsRepository.view(post), { etag: versionTag(post) });
    },
  );

  app.get(
    '/:tenantId/:postId/comments',
    {
      schema: {
        operationId: 'listPostComments',
        security: OPTIONAL_BEARER,
        tags: ['comments'],
        summary:
          "A post's comments, one page: newest first with limit or cursor (next page: X-Next-Cursor header); without them the newest page, oldest first",
        params: PostParams,
        querystring: CommentsQuery,
        headers: AuthHeaders,
        response: { 200: Type.Array(CommentRef), ...errors(400, 403, 404) },
      },
      config: { auth: 'public', adminPaths: UNPUBLISHED_POST },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const { postId } = request.params;
      const page = readPage(request.query, COMMENT_PAGE);
      const rendered = await app.replyCache.get(
        tenantId,
        `comments|${postId}|${pageKey(page)}`,
        async () => {
          const post = await app.postsRepository.findRef(tenantId, postId);
          if (post?.publish_status !== 'Published') return undefined;
          const { comments, headers } = await commentsPage(tenantId, post.id, page);
          return renderReply(comments, headers);
        },
      );
      if (rendered) return sendRendered(request, reply, rendered);
      await identify(request);
      const post = await visiblePost(request, tenantId, postId);
      const { comments, headers } = await commentsPage(tenantId, post.id, page);
      return sendPersonal(reply, comments, headers);
    },
  );

  app.post(
    '/:tenantId/:postId/comments',
    {
      schema: {
        operationId: 'createComment',
        tags: ['comments'],
        summary:
          "Comment on a post (plain text, up to 2000 characters; referenceCode and fillMs: the spam guard, optional). Spam is stored and never shown; a blocked commenter's comment, or one with a link while links are held, waits for approval (held: true)",
        params: PostParams,
        headers: AuthHeaders,
        body: CommentBody,
        response: { 201: CommentRef, ...errors(400, 401, 403, 404, 429) },
      },
      config: {
        auth: 'user',
        adminPaths: UNPUBLISHED_POST,
        rateLimit: limit(config, 'comments', (request) => request.user?.id ?? ''),
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const post = await visiblePost(request, tenantId, request.params.postId);
      const content = request.body.content.trim();
      const [blocked, settings] = await Promise.all([
        app.commentsRepository.isBlocked(tenantId, request.user!.id),
        app.commentsRepository.settings(tenantId),
      ]);
      const arrival = judgeComment(content, {
        signals: { honeypot: request.body.referenceCode, fillMs: request.body.fillMs },
        minFillMs: config.inbox.minFillMs,
        blocked,
        holdLinks: settings.holdLinks,
      });
      const comment = await app.commentsRepository.create(
        tenantId,
        post.id,
        request.user!,
        content,
        arrival,
      );
      // A visible comment changes the public page, on every instance and render server; held
      // and spam change nothing anyone else sees.
      if (arrival.state === 'visible') await app.contentVersions.changed(tenantId);
      // Spam gets the reply a person gets: a bot learns nothing about the guard. A held comment
      // says so, so its author knows why it does not show yet.
      return reply
        .status(201)
        .send(arrival.state === 'held' ? { ...comment, held: true } : comment);
    },
  );

  for (const [action, value, operationId] of [
    ['like', 1, 'likePost'],
    ['dislike', -1, 'dislikePost'],
  ] as const) {
    app.post(
      `/:tenantId/:postId/${action}`,
      userRoute({
        operationId,
        tags: ['posts'],
        summary: `Toggle the caller's ${action}; it replaces an opposite vote`,
        adminPaths: UNPUBLISHED_POST,
        params: PostParams,
        response: { 200: VotesReply },
      }),
      async (request) => {
        const post = await visiblePost(request, request.tenant.id, request.params.postId);
        const votes = await app.postsRepository.toggleVote(
          request.tenant.id,
          post.id,
          request.user!.id,
          value,
        );
        app.replyCache.invalidate(request.tenant.id);
        return votes;
      },
    );
  }

  app.post(
    '/:tenantId',
    {
      ...adminRoute({
        operationId: 'createPost',
        permission: 'posts.write-own',
        audit: 'post.create',
        tags: ['posts'],
        summary:
          'Create a post (HTML sanitized; slug from the title; status defaults to Draft; Scheduled needs publishAt in the future; unpublishAt takes a Published or Scheduled post back to Draft at its time)',
        params: TenantIdParams,
        body: CreatePostBody,
        response: { 201: PostRef, ...errors(413) },
      }),
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) => {
      assertMayPublishFields(request.user!, request.body);
      const post = await app.postsRepository.create(
        request.tenant.id,
        request.user!.id,
        toInput(
          request.body,
          await featureImage(request.tenant.id, request.body.featureImage),
          app.clock.now(),
        ),
      );
      request.audited = {
        object: postObject(post),
        after: { status: post.publishStatus },
      };
      await drawCard(request.tenant.id, post);
      await app.contentVersions.changed(request.tenant.id);
      return reply.status(201).send(await credited(request.tenant.id, post));
    },
  );

  app.put(
    '/:tenantId/:postId',
    {
      ...adminRoute({
        operationId: 'updatePost',
        permission: 'posts.write-own',
        audit: 'post.update',
        tags: ['posts'],
        summary:
          'Update a post; fields left out keep their values. With If-Match (the version the edit started from, e.g. "3"), a save over a newer version is refused with 409 and the post as it is now; without it the save goes over whatever is current',
        params: PostParams,
        headers: IfMatchHeaders,
        body: UpdatePostBody,
        response: { 200: PostRef, 409: PostConflictReply, ...errors(413) },
      }),
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request, reply) => {
      const ifMatch = ifMatchVersion(request.raw.headers['if-match']);
      const current = requirePostAccess(
        request.user!,
        await app.postsRepository.findRow(request.tenant.id, request.params.postId),
        'write',
        POST_NOT_FOUND,
      );
      assertMayPublishFields(request.user!, request.body);
      let updated: PostView | undefined;
      try {
        updated = await app.postsRepository.update(
          request.tenant.id,
          current.id,
          toInput(
            request.body,
            await featureImage(request.tenant.id, request.body.featureImage, current),
            app.clock.now(),
            current,
          ),
          { by: request.user!.id, ifVersion: ifMatch === '*' ? undefined : ifMatch },
        );
      } catch (error) {
        if (!(error instanceof StaleVersion)) throw error;
        return reply
          .code(409)
          .header('etag', versionTag(error.current))
          .send({ message: STALE_VERSION, current: error.current });
      }
      if (updated) reply.header('etag', versionTag(updated));
      if (updated) await drawCard(request.tenant.id, updated);
      // What the saver's editor autosaved is now the post (or was saved over on purpose).
      if (updated)
        await app.postAutosavesRepository.remove(request.tenant.id, current.id, request.user!.id);
      await app.contentVersions.changed(request.tenant.id);
      if (!updated) throw notFound(POST_NOT_FOUND);
      request.audited = {
        object: postObject(updated),
        ...(current.publish_status !== updated.publishStatus
          ? { before: { status: current.publish_status }, after: { status: updated.publishStatus } }
          : {}),
      };
      return credited(request.tenant.id, updated);
    },
  );

  app.delete(
    '/:tenantId/:postId',
    adminRoute({
      operationId: 'deletePost',
      permission: 'posts.write-own',
      audit: 'post.delete',
      tags: ['posts'],
      summary: 'Delete a post with its comments, votes and the uploads no other post uses',
      params: PostParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      const current = requirePostAccess(
        request.user!,
        await app.postsRepository.findRow(request.tenant.id, request.params.postId),
        'delete',
        POST_NOT_FOUND,
      );
      if (!(await app.postsRepository.remove(request.tenant.id, current.id)))
        throw notFound(POST_NOT_FOUND);
      request.audited = {
        object: { type: 'post', id: current.id, label: current.title },
        before: { status: current.publish_status },
      };
      await app.mediaRepository.removeUnused(
        request.tenant.id,
        current.content,
        current.feature_image ? [current.feature_image] : [],
      );
      await app.contentVersions.changed(request.tenant.id);
      return reply.status(204).send(null);
    },
  );

  for (const [action, status, operationId] of [
    ['publish', 'Published', 'publishPost'],
    ['unpublish', 'Draft', 'unpublishPost'],
  ] as const) {
    app.post(
      `/:tenantId/:postId/${action}`,
      adminRoute({
        operationId,
        permission: 'posts.publish',
        audit: `post.${action}`,
        tags: ['posts'],
        summary:
          action === 'publish'
            ? 'Publish a post now (sets publishedAt; cancels a schedule; keeps an unpublishAt still ahead)'
            : 'Move a post back to Draft (clears publishedAt; cancels a schedule and an unpublishAt)',
        params: PostParams,
        response: { 200: PostRef },
      }),
      async (request) => {
        const current = await app.postsRepository.findRow(request.tenant.id, request.params.postId);
        const post =
          current &&
          (await app.postsRepository.setStatus(
            request.tenant.id,
            current.id,
            status,
            request.user!.id,
          ));
        if (post) await drawCard(request.tenant.id, post);
        await app.contentVersions.changed(request.tenant.id);
        if (!post) throw notFound(POST_NOT_FOUND);
        request.audited = {
          object: postObject(post),
          before: { status: current!.publish_status },
          after: { status: post.publishStatus },
        };
        return credited(request.tenant.id, post);
      },
    );
  }

  app.post(
    '/:tenantId/:postId/submit-for-review',
    adminRoute({
      operationId: 'submitPostForReview',
      permission: 'posts.write-own',
      audit: 'post.submit-for-review',
      tags: ['posts'],
      summary:
        'Submit a draft for review: it shows as "Waiting for review" to the Editors and the SuperAdmin (an Author: their own drafts only); nothing is mailed',
      params: PostParams,
      response: { 200: PostRef, ...errors(409) },
    }),
    async (request) => {
      const tenantId = request.tenant.id;
      const current = requirePostAccess(
        request.user!,
        await app.postsRepository.findRow(tenantId, request.params.postId),
        'read',
        POST_NOT_FOUND,
      );
      if (current.publish_status !== 'Draft') throw conflict(ONLY_DRAFTS_FOR_REVIEW);
      requirePostAccess(request.user!, current, 'write', POST_NOT_FOUND);
      const row = await app.postsRepository.submitForReview(tenantId, current.id);
      if (!row) throw conflict(ONLY_DRAFTS_FOR_REVIEW);
      const post = await app.postsRepository.view(row);
      request.audited = { object: postObject(post), after: { review: 'waiting' } };
      return credited(tenantId, post);
    },
  );
};

/** A post as the audit log names it. */
function postObject(post: { _id: string; title: string }) {
  return { type: 'post', id: post._id, label: post.title };
}

export default posts;
