import { Type } from '@sinclair/typebox';
import { StringEnum, pageFields } from './common.ts';

/** Only 'visible' comments are public; the others wait for, or were taken down by, the owner. */
export const COMMENT_STATES = ['visible', 'held', 'hidden', 'spam'] as const;

const CommentState = StringEnum(COMMENT_STATES);

/** Page sizes of the owner's comment list. */
export const MODERATION_PAGE = { default: 25, max: 100 };

export const ModeratedCommentReply = Type.Object(
  {
    id: Type.String(),
    content: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    state: CommentState,
    stateReason: Type.Union([Type.String(), Type.Null()], {
      description:
        'Why it arrived held or spam: blocked (the commenter is blocked), link (links are held), honeypot or too-fast (the spam guard)',
    }),
    stateChangedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    stateChangedBy: Type.Union([Type.String(), Type.Null()], {
      description: 'Username of the SuperAdmin who made the last state change',
    }),
    post: Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() }),
    author: Type.Object({
      id: Type.String(),
      username: Type.String(),
      blocked: Type.Boolean({ description: 'Their next comments are held for approval' }),
    }),
  },
  { $id: 'ModeratedComment' },
);

export const ModerationQuery = Type.Object(
  {
    postId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: "Only this post's comments (id)" }),
    ),
    state: Type.Optional(CommentState),
    q: Type.Optional(
      Type.String({
        maxLength: 200,
        description: "Only comments whose text or author's username contains this text",
      }),
    ),
    ...pageFields(MODERATION_PAGE),
  },
  { additionalProperties: false },
);

export const CommentStateBody = Type.Object(
  { state: CommentState },
  { additionalProperties: false },
);

export const BlockReply = Type.Object({
  userId: Type.String(),
  blocked: Type.Boolean(),
});

export const BlockedCommenterReply = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  blockedAt: Type.String({ format: 'date-time' }),
  blockedBy: Type.String({ description: 'Username of the SuperAdmin who blocked them' }),
});

export const CommentSettingsBody = Type.Object(
  {
    holdLinks: Type.Boolean({
      description: 'Hold comments containing a link until the owner approves them',
    }),
  },
  { additionalProperties: false },
);
