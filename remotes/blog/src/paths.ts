/** The paths only this remote routes and links to. It owns them: a new one ships with the remote,
 * not with the shell's copy of @agency/shared-state. Links to other apps' pages come from @agency/shared-state's
 * `paths`; the URL prefixes the shell sends here are in the apps manifest (packages/apps). */
export const blogPaths = {
  blogPostPattern: '/tech&tranquility/:postId',
  /** A draft's preview link (the api makes the link: its SITE_URL and this path). */
  postPreviewPattern: '/tech&tranquility/preview/:token',
} as const;
