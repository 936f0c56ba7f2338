import { Type } from '@sinclair/typebox';
import { PREVIEW_LINK_DAYS } from '../preview-links.ts';
import { TenantIdParams } from './common.ts';

export const CreatePreviewLinkBody = Type.Object(
  {
    days: Type.Optional(
      Type.Integer({
        minimum: PREVIEW_LINK_DAYS.min,
        maximum: PREVIEW_LINK_DAYS.max,
        default: PREVIEW_LINK_DAYS.default,
        description: 'How many days the link works',
      }),
    ),
  },
  { additionalProperties: false },
);

/** A preview link as the editor lists it: never the token, only its first characters. */
export const PreviewLinkReply = Type.Object({
  _id: Type.String(),
  prefix: Type.String({ description: "The token's first characters, to tell links apart" }),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.Object({ username: Type.String() }), Type.Null()], {
    description: 'Who made it; null for a deleted account',
  }),
  expiresAt: Type.String({ format: 'date-time' }),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastOpenedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the link was last opened (to the minute); null when never',
  }),
  active: Type.Boolean({ description: 'Neither expired nor revoked' }),
});

export const PreviewLinksReply = Type.Array(PreviewLinkReply);

/** A new preview link: the only reply that holds the whole link. */
export const CreatedPreviewLinkReply = Type.Object({
  ...PreviewLinkReply.properties,
  url: Type.String({
    format: 'uri',
    description: 'The link to share; shown this once (only its hash is kept)',
  }),
});

/** What a preview link shows: the draft as its published page reads it, and until when. */
export const PostPreviewReply = Type.Object({
  post: Type.Ref('Post'),
  expiresAt: Type.String({ format: 'date-time', description: 'When the link stops working' }),
});

export const PreviewLinkParams = Type.Object({
  tenantId: TenantIdParams.properties.tenantId,
  postId: Type.String({ minLength: 1, maxLength: 200, description: 'Post id or slug' }),
  linkId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const PreviewTokenParams = Type.Object({
  tenantId: TenantIdParams.properties.tenantId,
  token: Type.String({ minLength: 1, maxLength: 100, description: 'The token of a preview link' }),
});
