// Every route each remote owns, as a visitor, a user or the SuperAdmin opens it.
export const publicRoutes = {
  marketing: [
    '/',
    '/about',
    '/services',
    '/services/paid-ads',
    '/services/web-development',
    '/services/web-design',
    '/services/digital-marketing',
    '/services/strategy-consulting',
    '/services/marketing-consulting-hub',
    '/portfolio',
    '/projects/hem-automotive',
    '/projects/api-gateway',
    '/projects/solar-athletics',
    '/contact',
    '/careers',
    '/careers/frontend-developer',
    '/careers/ux-ui-designer',
    '/careers/marketing-specialist',
    '/careers/resume-portal',
    '/documents/disclaimer',
    '/documents/terms-of-service',
    '/documents/privacy-policy',
  ],
  blog: ['/tech&tranquility', '/tech&tranquility/what-is-seo'],
  account: [
    '/account',
    '/login',
    '/verify',
    '/verified-success',
    '/user/forgot-password',
    '/user/reset-password',
  ],
} as const;

export const userRoutes = { account: ['/user/profile'] } as const;

export const adminRoutes = {
  account: ['/superadmin/profile'],
  admin_content: ['/superadmin/content-library', '/superadmin/content-library/blog-management'],
} as const;
