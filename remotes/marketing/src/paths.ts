/** The paths only this remote routes and links to. It owns them: a new one ships with the remote,
 * not with the shell's copy of @agency/shared-state. Links to other apps' pages come from @agency/shared-state's
 * `paths`; the URL prefixes the shell sends here are in the apps manifest (packages/apps). */
export const marketingPaths = {
  paidAds: '/services/paid-ads',
  webDevelopment: '/services/web-development',
  webDesign: '/services/web-design',
  provenProcess: '/proven-process',
  digitalMarketing: '/services/digital-marketing',
  strategyConsulting: '/services/strategy-consulting',
  marketingHub: '/services/marketing-consulting-hub',
  hemAutomotive: '/projects/hem-automotive',
  apiGateway: '/projects/api-gateway',
  solarAthletics: '/projects/solar-athletics',
  frontendDeveloper: '/careers/frontend-developer',
  uxUiDesigner: '/careers/ux-ui-designer',
  marketingSpecialist: '/careers/marketing-specialist',
  resumePortal: '/careers/resume-portal',
  resumePortalAlias: '/resume-portal',
  /** Opened from the links of newsletter mail: never in the sitemap. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

/** The application form with a job already chosen. */
export function resumePortalPath(jobSlug?: string): string {
  return jobSlug
    ? `${marketingPaths.resumePortal}?position=${encodeURIComponent(jobSlug)}`
    : marketingPaths.resumePortal;
}
