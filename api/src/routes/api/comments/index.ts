import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../lib/http-error';
import { adminListRoute, adminRoute } from '../../../lib/route-options';
import { readPage, sendPage } from '../../../lib/pages';
import { searchText } from '../../../lib/search';
import {
  BlockReply,
  BlockedCommenterReply,
  CommentSettingsBody,
  CommentStateBody,
  MODERATION_PAGE,
  ModerationQuery,
} from '@agency/contract/schemas/comment';
import { TenantIdParams, TenantObjectParams } from '@agency/contract/schemas/common';
import { changeField } from '../../../plugins/app/audit';
import { storeNoReplies } from '../posts';

const ModeratedRef = Type.Ref('ModeratedComment');
const CommentParams = TenantObjectParams('commentId');
const UserParams = TenantObjectParams('userId');
const COMMENT_NOT_FOUND = 'Comment not found.';
const USER_NOT_FOUND = 'User not found.';
const tags = ['comment moderation'];

/**
 * The owner's comment moderation: every comment of the tenant whatever its state, state
 * changes, deletion, blocked commenters and the tenant's settings. SuperAdmin only; nothing is
 * cached. A change that can alter what the public sees moves the tenant's content version, so
 * every api instance and render server drops the old pages within a second.
 */
const comments: FastifyPluginAsyncTypebox = async (app) => {
  storeNoReplies(app);

  app.get(
    '/:tenantId',
    adminListRoute({
      operationId: 'listComments',
      permission: 'comments.moderate',
      tags,
      summary:
        'Every comment, newest first, one page (limit, cursor; next page: X-Next-Cursor header); filters postId, state and q (SuperAdmin)',
      querystring: ModerationQuery,
      items: ModeratedRef,
    }),
    async (request, reply) => {
      const { limit, after } = readPage(request.query, MODERATION_PAGE);
      const { comments, next } = await app.commentsRepository.moderationList(request.tenant.id, {
        postId: request.query.postId,
        state: request.query.state,
        search: searchText(request.query.q),
        limit,
        after,
      });
      return sendPage(reply, comments, next);
    },
  );

  app.get(
    '/:tenantId/settings',
    adminRoute({
      operationId: 'getCommentSettings',
      permission: 'settings',
      tags,
      summary: "The tenant's comment settings (SuperAdmin)",
      params: TenantIdParams,
      response: { 200: CommentSettingsBody },
    }),
    async (request) => app.commentsRepository.settings(request.tenant.id),
  );

  app.put(
    '/:tenantId/settings',
    adminRoute({
      operationId: 'updateCommentSettings',
      permission: 'settings',
      audit: 'comment.settings',
      tags,
      summary: 'Set the comment settings: holdLinks holds new comments with a link for approval',
      params: TenantIdParams,
      body: CommentSettingsBody,
      response: { 200: CommentSettingsBody },
    }),
    async (request) => {
      const before = await app.commentsRepository.settings(request.tenant.id);
      const after = await app.commentsRepository.saveSettings(request.tenant.id, request.body);
      request.audited = { before, after };
      return after;
    },
  );

  app.put(
    '/:tenantId/:commentId/state',
    adminRoute({
      operationId: 'setCommentState',
      permission: 'comments.moderate',
      audit: 'comment.state',
      tags,
      summary:
        "Set a comment's state: visible (approve, or show again), hidden, spam or held; who and when are recorded. Only visible comments are public",
      params: CommentParams,
      body: CommentStateBody,
      response: { 200: ModeratedRef },
    }),
    async (request) => {
      const tenantId = request.tenant.id;
      const { commentId } = request.params;
      const comment = await changeField(request, 'state', {
        find: () => app.commentsRepository.find(tenantId, commentId),
        change: () =>
          app.commentsRepository.setState(
            tenantId,
            commentId,
            request.body.state,
            request.user!.username,
          ),
        object: commentObject,
        missing: COMMENT_NOT_FOUND,
      });
      await app.contentVersions.changed(tenantId);
      return comment;
    },
  );

  app.delete(
    '/:tenantId/:commentId',
    adminRoute({
      operationId: 'deleteComment',
      permission: 'comments.moderate',
      audit: 'comment.delete',
      tags,
      summary: 'Delete a comment for good (SuperAdmin)',
      params: CommentParams,
      response: { 204: Type.Null() },
    }),
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const comment = await app.commentsRepository.find(tenantId, request.params.commentId);
      if (!comment || !(await app.commentsRepository.remove(tenantId, comment.id)))
        throw notFound(COMMENT_NOT_FOUND);
      request.audited = { object: commentObject(comment), before: { state: comment.state } };
      await app.contentVersions.changed(tenantId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:tenantId/blocks',
    adminRoute({
      operationId: 'listBlockedCommenters',
      permission: 'comments.moderate',
      tags,
      summary: 'The blocked commenters, most recently blocked first (SuperAdmin)',
      params: TenantIdParams,
      response: { 200: Type.Array(BlockedCommenterReply) },
    }),
    async (request) => app.commentsRepository.listBlocked(request.tenant.id),
  );

  app.put(
    '/:tenantId/blocks/:userId',
    adminRoute({
      operationId: 'blockCommenter',
      permission: 'comments.moderate',
      audit: 'commenter.block',
      tags,
      summary:
        'Block a commenter: their next comments are held for approval (their earlier ones stay as they are) (SuperAdmin)',
      params: UserParams,
      response: { 200: BlockReply },
    }),
    async (request) => {
      const { userId } = request.params;
      request.audited = { object: { type: 'user', id: userId } };
      const blocked = await app.commentsRepository.block(
        request.tenant.id,
        userId,
        request.user!.username,
      );
      if (!blocked) throw notFound(USER_NOT_FOUND);
      return { userId, blocked: true };
    },
  );

  app.delete(
    '/:tenantId/blocks/:userId',
    adminRoute({
      operationId: 'unblockCommenter',
      permission: 'comments.moderate',
      audit: 'commenter.unblock',
      tags,
      summary: 'Unblock a commenter: their next comments are public again (SuperAdmin)',
      params: UserParams,
      response: { 200: BlockReply },
    }),
    async (request) => {
      const { userId } = request.params;
      request.audited = { object: { type: 'user', id: userId } };
      await app.commentsRepository.unblock(request.tenant.id, userId);
      return { userId, blocked: false };
    },
  );
};

/**
 * A comment as the audit log names it: by its author's account id (never their name, which
 * an erasure must be able to take out of the log) and its post.
 */
function commentObject(comment: { id: string; author: { id: string }; post: { title: string } }) {
  return {
    type: 'comment',
    id: comment.id,
    label: `comment by user ${comment.author.id} on “${comment.post.title}”`,
  };
}

export default comments;
