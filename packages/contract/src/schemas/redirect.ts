import { Type } from '@sinclair/typebox';
import { TenantObjectParams } from './common.ts';

/** What a visit to a redirected path answers: moved for good (301) or for now (302). */
const RedirectStatus = Type.Union([Type.Literal(301), Type.Literal(302)], {
  description: '301 (moved for good) or 302 (moved for now)',
});

/** One redirect as the render server applies it. */
export const PublicRedirect = Type.Object({
  from: Type.String({ description: 'A path of the site, decoded (e.g. /tech&tranquility/old)' }),
  to: Type.String({ description: 'A path of the site or an absolute http(s) URL' }),
  status: RedirectStatus,
});

/** The tenant's redirects, all of them: a small list the render servers keep. */
export const PublicRedirectsReply = Type.Array(PublicRedirect);

/** One redirect as the Redirects screen lists it. */
export const RedirectReply = Type.Object({
  id: Type.String(),
  ...PublicRedirect.properties,
  automatic: Type.Boolean({
    description: "Made when a post's slug changed (it goes with the post); false: added by hand",
  }),
  post: Type.Union([Type.Object({ id: Type.String(), title: Type.String() }), Type.Null()], {
    description: 'The post whose earlier address it is, for an automatic one',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const RedirectsReply = Type.Array(RedirectReply);

/** A redirect the owner adds. */
export const CreateRedirectBody = Type.Object(
  {
    from: Type.String({
      minLength: 2,
      maxLength: 500,
      description: 'A path of the site starting with /, without ?query or #fragment',
    }),
    to: Type.String({
      minLength: 1,
      maxLength: 1000,
      description: 'A path of the site starting with /, or an absolute http(s) URL',
    }),
    status: Type.Optional(RedirectStatus),
  },
  { additionalProperties: false },
);

export const RedirectIdParams = TenantObjectParams('redirectId');
