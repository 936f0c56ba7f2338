/** The pages more than one app links to, so links between apps never repeat string literals.
 * A path only one remote uses lives in that remote's own src/paths.ts. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  portfolio: '/portfolio',
  contact: '/contact',
  consultation: '/consultation',
  careers: '/careers',
  disclaimer: '/documents/disclaimer',
  termsOfService: '/documents/terms-of-service',
  privacyPolicy: '/documents/privacy-policy',
  blog: '/tech&tranquility',
  account: '/account',
  userProfile: '/user/profile',
  adminProfile: '/superadmin/profile',
  contentLibrary: '/superadmin/content-library',
  /** The SuperAdmin's two-factor sign-in and sessions (the admin remote's; the login sends a
   * SuperAdmin who must still enrol there). */
  adminSecurity: '/superadmin/content-library/security',
  /** The SuperAdmin's newsletter screen (admin-content): send a post to the subscribers. */
  newsletter: '/superadmin/content-library/newsletter',
} as const;

/** A blog post's page; `idOrSlug` is a post id or slug. */
export function blogPostPath(idOrSlug: string): string {
  return `${paths.blog}/${encodeURIComponent(idOrSlug)}`;
}
