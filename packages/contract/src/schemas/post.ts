import { Type } from '@sinclair/typebox';
import { ErrorReply, StringEnum, pageFields } from './common.ts';
import { spamGuardFields } from './inbox.ts';

export const PostReply = Type.Object(
  {
    _id: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    excerpt: Type.String(),
    content: Type.String({ description: 'Sanitized HTML' }),
    tags: Type.Array(Type.String()),
    publishStatus: Type.Union([
      Type.Literal('Published'),
      Type.Literal('Draft'),
      Type.Literal('Scheduled'),
    ]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    publishAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description:
        'When a Scheduled post goes live by itself (UTC); null for a draft or a published post',
    }),
    unpublishAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description:
        'When a Published or Scheduled post goes back to Draft by itself (UTC); null for none',
    }),
    likes: Type.Array(Type.String(), { description: 'Ids of the users who like the post' }),
    dislikes: Type.Array(Type.String(), { description: 'Ids of the users who dislike the post' }),
    metaTitle: Type.String(),
    metaDescription: Type.String(),
    metaKeywords: Type.String(),
    readingMinutes: Type.Integer({ minimum: 1, description: 'Minutes to read the body' }),
    featureImage: Type.Union(
      [Type.Object({ url: Type.String({ format: 'uri' }), alt: Type.String() }), Type.Null()],
      {
        description:
          'The picture of the post on the blog list, on its page and in its share card; null for none',
      },
    ),
    shareImage: Type.Object(
      {
        url: Type.String({ format: 'uri' }),
        width: Type.Integer(),
        height: Type.Integer(),
      },
      {
        description:
          'The card a shared link to the post shows (PNG; drawn when the post is published or ' +
          'edited; its URL changes with what it shows)',
      },
    ),
    version: Type.Integer({
      minimum: 1,
      description:
        'Goes up by one with every save. Send it back quoted in If-Match ("7") so a save over a newer version is refused (409)',
    }),
    writtenBy: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'Only in replies to the staff: the username of who wrote the post (null: an account since removed)',
      }),
    ),
    publishedBy: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'Only in replies to the staff: the username of who published or scheduled it (null: not published, or by the scheduler of an older post)',
      }),
    ),
    submittedForReviewAt: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description:
          'Only in replies to the staff: when an Author submitted the draft for review (null: it waits for nobody)',
      }),
    ),
  },
  { $id: 'Post' },
);

export const CommentReply = Type.Object(
  {
    _id: Type.String(),
    content: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    author: Type.Object({ username: Type.String() }),
    held: Type.Optional(
      Type.Literal(true, {
        description:
          'Only in the reply to its author: the comment waits for the owner’s approval and is not public yet',
      }),
    ),
  },
  { $id: 'Comment' },
);

const Status = StringEnum(['Draft', 'Published', 'Scheduled']);

const postFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  content: Type.String({
    maxLength: 500_000,
    description: 'HTML from the editor; sanitized on save',
  }),
  excerpt: Type.Optional(
    Type.String({ maxLength: 500, description: 'Derived from the content when empty' }),
  ),
  metaTitle: Type.Optional(Type.String({ maxLength: 200 })),
  metaDescription: Type.Optional(Type.String({ maxLength: 500 })),
  metaKeywords: Type.Optional(Type.String({ maxLength: 500, description: 'Comma separated' })),
  status: Type.Optional(Status),
  publishAt: Type.Optional(
    Type.Union(
      [
        Type.String({
          format: 'date-time',
          maxLength: 40,
          description: 'With status Scheduled: when the post goes live, in the future',
        }),
        Type.Null(),
      ],
      { description: 'Only with status Scheduled; left out of an edit it stays' },
    ),
  ),
  unpublishAt: Type.Optional(
    Type.Union(
      [
        Type.String({
          format: 'date-time',
          maxLength: 40,
          description:
            'When the post goes back to Draft by itself: in the future, after publishAt if scheduled',
        }),
        Type.Null(),
      ],
      {
        description:
          'Only with status Published or Scheduled; null clears it; left out of an edit it stays',
      },
    ),
  ),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
  featureImage: Type.Optional(
    Type.Union(
      [
        Type.Object(
          {
            url: Type.String({
              maxLength: 1000,
              description: 'The URL the media upload answered with: an image of this site',
            }),
            alt: Type.String({
              maxLength: 300,
              description: 'What the image shows, for people who cannot see it',
            }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'null removes it' },
    ),
  ),
};

/** Create: title required, the rest defaults (status Draft). */
export const CreatePostBody = Type.Object(
  { ...postFields, content: Type.Optional(postFields.content) },
  { additionalProperties: false },
);

/** Update: the same fields; a field left out keeps its value. */
export const UpdatePostBody = Type.Object(
  {
    ...postFields,
    title: Type.Optional(postFields.title),
    content: Type.Optional(postFields.content),
    slug: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 80,
        pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
        description:
          "A new address: lowercase letters, digits and single dashes. A published post's earlier address then answers a 301 to the new one",
      }),
    ),
  },
  { additionalProperties: false },
);

/** Page sizes: posts (lists) and comments. */
export const POST_PAGE = { default: 20, max: 100 };
export const COMMENT_PAGE = { default: 50, max: 100 };

export const ListQuery = Type.Object(
  {
    status: Type.Optional(Status),
    ...pageFields(POST_PAGE),
    q: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Only posts whose title or excerpt contains this text (any case)',
      }),
    ),
    tag: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'Only posts with exactly this tag among their tags',
      }),
    ),
    review: Type.Optional(
      Type.Literal('waiting', {
        description: 'Only the drafts submitted for review (the staff: "Waiting for review")',
      }),
    ),
  },
  { additionalProperties: false },
);

export const CommentsQuery = Type.Object(pageFields(COMMENT_PAGE), {
  additionalProperties: false,
});

export const VotesReply = Type.Object({
  likes: Type.Array(Type.String()),
  dislikes: Type.Array(Type.String()),
});

export const CommentBody = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }), ...spamGuardFields },
  { additionalProperties: false },
);

const RevisionReason = StringEnum([
  'create',
  'update',
  'publish',
  'unpublish',
  'schedule',
  'restore',
]);

/** A revision as the history lists it: who saved what, when, without the body. */
export const PostRevisionSummary = Type.Object({
  _id: Type.String(),
  version: Type.Integer({ minimum: 1, description: 'The post version this save made' }),
  reason: RevisionReason,
  createdAt: Type.String({ format: 'date-time' }),
  author: Type.Union([Type.Object({ username: Type.String() }), Type.Null()], {
    description: 'Who saved it; null for the scheduler or a deleted account',
  }),
  title: Type.String(),
  publishStatus: PostReply.properties.publishStatus,
});

/** One revision in full: everything a save keeps. */
export const PostRevisionReply = Type.Object({
  ...PostRevisionSummary.properties,
  excerpt: Type.String(),
  content: Type.String({ description: 'Sanitized HTML, as it was saved' }),
  tags: Type.Array(Type.String()),
  publishAt: PostReply.properties.publishAt,
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  metaKeywords: Type.String(),
  featureImage: PostReply.properties.featureImage,
});

export const RevisionDiffQuery = Type.Object(
  {
    against: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: "Another revision's id to compare with; left out: the post as it is now",
      }),
    ),
  },
  { additionalProperties: false },
);

/** What changed from one revision to another (or to the post now). */
export const RevisionDiffReply = Type.Object({
  from: Type.Integer({ description: 'The version compared from (the revision asked for)' }),
  to: Type.Integer({ description: 'The version compared with' }),
  fields: Type.Array(
    Type.Object({
      field: Type.String({
        description:
          'title, excerpt, tags, publishStatus, publishAt, metaTitle, metaDescription, metaKeywords or featureImage',
      }),
      before: Type.String(),
      after: Type.String(),
    }),
    { description: 'The fields besides the body whose value differs, as text' },
  ),
  body: Type.Array(
    Type.Object({
      change: StringEnum(['same', 'added', 'removed']),
      text: Type.String(),
    }),
    { description: 'The body as text, word by word: what stayed, was added or removed' },
  ),
});

/**
 * A save refused: the post changed since the version it named (If-Match: `current` is the post
 * as it is now), or the slug it asked for is another post's (the message alone).
 */
export const PostConflictReply = Type.Intersect([
  Type.Ref(ErrorReply),
  Type.Object({
    current: Type.Optional(
      Type.Ref('Post', {
        description:
          'The post as it is now, to compare with what was sent (absent when the slug was the conflict)',
      }),
    ),
  }),
]);

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'The version the edit started from ("7", the post\'s ETag). Left out, the save is made whatever the current version is',
    }),
  ),
});

const nullableTime = (description: string) =>
  Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()], { description });

/** A browser tab's own id (random, kept for the tab's life), so two tabs of one person differ. */
const TabId = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The editor tab’s random id: the same person in two tabs is two editors',
});

/**
 * What the editor holds, as typed so far (a title may still be empty; a time may have passed):
 * checked for size and form only. It is checked like any save when the post is saved.
 */
export const AutosaveBody = Type.Object(
  {
    baseVersion: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'The post version the edit started from (its ETag when the editor opened it)',
    }),
    tabId: TabId,
    title: Type.String({ maxLength: 200 }),
    content: postFields.content,
    metaTitle: Type.String({ maxLength: 200 }),
    metaDescription: Type.String({ maxLength: 500 }),
    metaKeywords: Type.String({ maxLength: 500 }),
    status: Status,
    publishAt: nullableTime('The publication time the editor shows (UTC); null for none'),
    unpublishAt: nullableTime('The unpublish time the editor shows (UTC); null for none'),
    tags: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 }),
    featureImage: Type.Union([
      Type.Object(
        { url: Type.String({ maxLength: 1000 }), alt: Type.String({ maxLength: 300 }) },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);

/** The caller's autosave of a post: the editor's fields, the version it started from, when. */
export const AutosaveReply = Type.Object({
  baseVersion: Type.Integer({ minimum: 1 }),
  savedAt: Type.String({ format: 'date-time' }),
  title: Type.String(),
  content: Type.String({ description: 'Sanitized HTML' }),
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  metaKeywords: Type.String(),
  status: PostReply.properties.publishStatus,
  publishAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  unpublishAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  tags: Type.Array(Type.String()),
  featureImage: Type.Union([Type.Object({ url: Type.String(), alt: Type.String() }), Type.Null()]),
});

/** The others who had the post's editor open within the last minutes, most recent first. */
const OtherEditors = Type.Array(
  Type.Object({
    username: Type.String(),
    you: Type.Boolean({ description: 'The caller, in another tab' }),
    seenAt: Type.String({ format: 'date-time', description: 'Their last autosave or heartbeat' }),
  }),
  {
    description:
      'Everyone else (and the caller’s other tabs) with this post open in the last 5 minutes',
  },
);

export const PresenceBody = Type.Object({ tabId: TabId }, { additionalProperties: false });

export const PresenceReply = Type.Object({ others: OtherEditors });

export const AutosaveSavedReply = Type.Object({
  savedAt: Type.String({ format: 'date-time' }),
  others: OtherEditors,
});
