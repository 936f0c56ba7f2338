import { Type } from '@sinclair/typebox';
import { StringEnum, pageFields } from './common.ts';
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
