import { Type } from '@sinclair/typebox';
import { pageFields } from './common.ts';

export const MediaUploadReply = Type.Object({ url: Type.String() });

/** Page sizes of the media library. */
export const MEDIA_PAGE = { default: 24, max: 100 };

export const MediaListQuery = Type.Object(pageFields(MEDIA_PAGE), { additionalProperties: false });

export const MediaUserReply = Type.Object({
  id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  publishStatus: Type.Union([
    Type.Literal('Published'),
    Type.Literal('Draft'),
    Type.Literal('Scheduled'),
  ]),
});

export const MediaItemReply = Type.Object(
  {
    name: Type.String({ description: 'The file name in the media store' }),
    url: Type.String({ format: 'uri', description: 'The URL the upload answered with' }),
    contentType: Type.String(),
    kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
    size: Type.Integer({ minimum: 0, description: 'Bytes' }),
    uploadedAt: Type.String({ format: 'date-time' }),
    usedBy: Type.Array(MediaUserReply, {
      description: 'The posts that show it, in their body or as their feature image',
    }),
  },
  { description: 'An uploaded image or video' },
);

export const MediaNameParams = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 64, description: 'Tenant identifier' }),
  name: Type.String({ minLength: 1, maxLength: 200, description: 'The file name (from `name`)' }),
});
