/** Every route of the spec, so links between remotes never repeat string literals. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  paidAds: '/services/paid-ads',
  webDevelopment: '/services/web-development',
  webDesign: '/services/web-design',
  provenProcess: '/proven-process',
  digitalMarketing: '/services/digital-marketing',
  strategyConsulting: '/services/strategy-consulting',
  marketingHub: '/services/marketing-consulting-hub',
  portfolio: '/portfolio',
  hemAutomotive: '/projects/hem-automotive',
  apiGateway: '/projects/api-gateway',
  solarAthletics: '/projects/solar-athletics',
  contact: '/contact',
  consultation: '/consultation',
  careers: '/careers',
  frontendDeveloper: '/careers/frontend-developer',
  uxUiDesigner: '/careers/ux-ui-designer',
  marketingSpecialist: '/careers/marketing-specialist',
  resumePortal: '/careers/resume-portal',
  resumePortalAlias: '/resume-portal',
  disclaimer: '/documents/disclaimer',
  termsOfService: '/documents/terms-of-service',
  privacyPolicy: '/documents/privacy-policy',
  blog: '/tech&tranquility',
  blogPostPattern: '/tech&tranquility/:postId',
  account: '/account',
  login: '/login',
  verify: '/verify',
  verifiedSuccess: '/verified-success',
  forgotPassword: '/user/forgot-password',
  resetPassword: '/user/reset-password',
  userProfile: '/user/profile',
  adminProfile: '/superadmin/profile',
  contentLibrary: '/superadmin/content-library',
  blogManagement: '/superadmin/content-library/blog-management',
} as const;

/** A blog post's page; `idOrSlug` is a post id or slug. */
export function blogPostPath(idOrSlug: string): string {
  return `${paths.blog}/${encodeURIComponent(idOrSlug)}`;
}

/** The application form with a job already chosen. */
export function resumePortalPath(jobSlug?: string): string {
  return jobSlug ? `${paths.resumePortal}?position=${encodeURIComponent(jobSlug)}` : paths.resumePortal;
}
