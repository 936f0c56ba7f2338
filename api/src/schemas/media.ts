import { Type } from '@sinclair/typebox';

export const MediaUploadReply = Type.Object({ url: Type.String() });
