import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { PostRevisionRow, PostRow } from '../../../db/schema';
import { htmlToText } from '../../../lib/html';
import { notFound } from '../../../lib/http-error';
import { adminRoute } from '../../../lib/route-options';
import { wordDiff } from '@agency/contract/word-diff';
import type { PostView } from '../../../repositories/posts';
import { TenantIdParams } from '@agency/contract/schemas/common';
import {
  PostRevisionReply,
  PostRevisionSummary,
  RevisionDiffQuery,
  RevisionDiffReply,
} from '@agency/contract/schemas/post';

export const REVISION_MESSAGES = {
  postNotFound: 'Post not found.',
  notFound: 'This revision of the post was not found.',
  againstNotFound: 'The revision to compare with was not found among this post’s revisions.',
} as const;

const PostParams = Type.Object({
  tenantId: TenantIdParams.properties.tenantId,
  postId: Type.String({ minLength: 1, maxLength: 200, description: 'Post id or slug' }),
});
const RevisionParams = Type.Object({
  ...PostParams.properties,
  revisionId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** The fields a revision keeps, as a post row and a revision row both name them. */
type Saved = Pick<
  PostRow & PostRevisionRow,
  | 'version'
  | 'title'
  | 'excerpt'
  | 'content'
  | 'tags'
  | 'publish_status'
  | 'publish_at'
  | 'meta_title'
  | 'meta_description'
  | 'meta_keywords'
  | 'feature_image'
  | 'feature_image_alt'
>;

/** Each field besides the body, as text a person can compare, by its name in the replies. */
const COMPARED: [string, (saved: Saved) => string][] = [
  ['title', (saved) => saved.title],
  ['excerpt', (saved) => saved.excerpt],
  ['tags', (saved) => saved.tags.join(', ')],
  ['publishStatus', (saved) => saved.publish_status],
  ['publishAt', (saved) => (saved.publish_at ? new Date(saved.publish_at).toISOString() : '')],
  ['metaTitle', (saved) => saved.meta_title],
  ['metaDescription', (saved) => saved.meta_description],
  ['metaKeywords', (saved) => saved.meta_keywords],
  [
    'featureImage',
    (saved) =>
      saved.feature_image ? `${saved.feature_image} (${saved.feature_image_alt})`.trim() : '',
  ],
];

/** What changed from one saved state to another: the differing fields and the body, word by word. */
export function compareSaved(from: Saved, to: Saved) {
  return {
    from: from.version,
    to: to.version,
    fields: COMPARED.flatMap(([field, text]) =>
      text(from) === text(to) ? [] : [{ field, before: text(from), after: text(to) }],
    ),
    body: wordDiff(htmlToText(from.content), htmlToText(to.content)),
  };
}

export interface RevisionsOptions {
  /** Draws a published post's share card and tells the render servers (the posts plugin's). */
  saved(tenantId: string, post: PostView): Promise<void>;
  /** The feature image a restored revision may keep: none when its upload is gone. */
  stillUploaded(tenantId: string, name: string): Promise<boolean>;
}

/**
 * A post's revisions (SuperAdmin only): the history, one revision, what changed since, and a
 * restore, which saves the revision's content as the post's newest version.
 */
const revisions: FastifyPluginAsyncTypebox<RevisionsOptions> = async (app, options) => {
  async function postOf(tenantId: string, idOrSlug: string): Promise<PostRow> {
    const post = await app.postsRepository.findRow(tenantId, idOrSlug);
    if (!post) throw notFound(REVISION_MESSAGES.postNotFound);
    return post;
  }

  async function revisionOf(tenantId: string, postId: string, revisionId: string) {
    const revision = await app.postRevisionsRepository.find(tenantId, postId, revisionId);
    if (!revision) throw notFound(REVISION_MESSAGES.notFound);
    return revision;
  }

  app.get(
    '/:tenantId/:postId/revisions',
    adminRoute({
      operationId: 'listPostRevisions',
      permission: 'posts.read-all',
      tags: ['posts'],
      summary: `A post's revisions, newest first, without their bodies (the newest 50 at least are kept)`,
      params: PostParams,
      response: { 200: Type.Array(PostRevisionSummary) },
    }),
    async (request) => {
      const post = await postOf(request.tenant.id, request.params.postId);
      return app.postRevisionsRepository.list(request.tenant.id, post.id);
    },
  );

  app.get(
    '/:tenantId/:postId/revisions/:revisionId',
    adminRoute({
      operationId: 'getPostRevision',
      permission: 'posts.read-all',
      tags: ['posts'],
      summary: 'One revision of a post, in full',
      params: RevisionParams,
      response: { 200: PostRevisionReply },
    }),
    async (request) => {
      const { postId, revisionId } = request.params;
      const post = await postOf(request.tenant.id, postId);
      const revision = await revisionOf(request.tenant.id, post.id, revisionId);
      return app.postRevisionsRepository.view(revision);
    },
  );

  app.get(
    '/:tenantId/:postId/revisions/:revisionId/diff',
    adminRoute({
      operationId: 'diffPostRevision',
      permission: 'posts.read-all',
      tags: ['posts'],
      summary:
        'What changed from a revision to the post now, or to another revision (against): the fields that differ and the body as text, word by word',
      params: RevisionParams,
      querystring: RevisionDiffQuery,
      response: { 200: RevisionDiffReply },
    }),
    async (request) => {
      const tenantId = request.tenant.id;
      const { postId, revisionId } = request.params;
      const post = await postOf(tenantId, postId);
      const from = await revisionOf(tenantId, post.id, revisionId);
      const { against } = request.query;
      const to = against
        ? await app.postRevisionsRepository.find(tenantId, post.id, against)
        : post;
      if (!to) throw notFound(REVISION_MESSAGES.againstNotFound);
      return compareSaved(from, to);
    },
  );

  app.post(
    '/:tenantId/:postId/revisions/:revisionId/restore',
    adminRoute({
      operationId: 'restorePostRevision',
      permission: 'posts.write-all',
      audit: 'post.restore',
      tags: ['posts'],
      summary:
        "Make a revision's content (title, body, excerpt, tags, meta fields, feature image) the post's newest version, kept as a new revision; the post's status and its publish and unpublish times stay as they are",
      params: RevisionParams,
      response: { 200: Type.Ref('Post') },
    }),
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const current = await postOf(tenantId, request.params.postId);
      const revision = await revisionOf(tenantId, current.id, request.params.revisionId);
      const image =
        revision.feature_image && (await options.stillUploaded(tenantId, revision.feature_image))
          ? { name: revision.feature_image, alt: revision.feature_image_alt }
          : null;
      const post = await app.postsRepository.update(
        tenantId,
        current.id,
        {
          title: revision.title,
          content: revision.content,
          excerpt: revision.excerpt,
          tags: revision.tags,
          status: current.publish_status,
          metaTitle: revision.meta_title,
          metaDescription: revision.meta_description,
          metaKeywords: revision.meta_keywords,
          featureImage: image,
          publishAt: current.publish_at ? new Date(current.publish_at) : null,
          unpublishAt: current.unpublish_at ? new Date(current.unpublish_at) : null,
        },
        { by: request.user!.id, reason: 'restore' },
      );
      if (!post) throw notFound(REVISION_MESSAGES.postNotFound);
      await options.saved(tenantId, post);
      request.audited = {
        object: { type: 'post', id: post._id, label: post.title },
        before: { version: current.version },
        after: { version: post.version, restoredVersion: revision.version },
      };
      return reply.header('etag', `"${post.version}"`).send(post);
    },
  );
};

export default revisions;
