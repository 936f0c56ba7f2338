/** Site configuration in one place. Build time: webpack's DefinePlugin fills __SITE_CONFIG__ from
 * the environment (API_URL, TENANT_ID, BRAND_NAME, SITE_URL, CONTACT_EMAIL, CONTACT_PHONE,
 * CONTACT_HOURS; scripts/apps.js maps them). Deploy time: the shell calls configureSite() with the
 * `siteConfig` of /mf-remotes.json before anything renders. */
export interface SiteConfig {
  /** Origin of the API host; calls go to `${apiBaseUrl}/api/v1`. */
  apiBaseUrl: string;
  /** The fixed tenant identifier sent in every path and in the x-tenant-id header. */
  tenantId: string;
  /** The agency's name; also the `tenant` field of login and register bodies. */
  brandName: string;
  /** Public origin of the site, for canonical URLs and social tags. */
  siteUrl: string;
  /** How a visitor reaches the agency directly: the contact page and the footer show them. */
  contactEmail: string;
  contactPhone: string;
  contactHours: string;
}

declare const __SITE_CONFIG__: Partial<SiteConfig> | undefined;

const defaults: SiteConfig = {
  apiBaseUrl: 'http://localhost:4000',
  tenantId: 'revline',
  brandName: 'Revline Digital',
  siteUrl: 'http://localhost:8080',
  // Reserved example address and fictional 555-01xx number until a deployment sets its own.
  contactEmail: 'hello@revline-digital.example',
  contactPhone: '(555) 010-0148',
  contactHours: 'Monday to Friday, 8 am to 6 pm',
};

const buildTime: Partial<SiteConfig> =
  typeof __SITE_CONFIG__ === 'undefined' ? {} : __SITE_CONFIG__;

let current: SiteConfig = withoutBlanks({ ...defaults, ...buildTime });

function withoutBlanks(config: SiteConfig): SiteConfig {
  const result = { ...config };
  for (const key of Object.keys(defaults) as (keyof SiteConfig)[]) {
    if (!result[key]) result[key] = defaults[key];
  }
  result.apiBaseUrl = result.apiBaseUrl.replace(/\/+$/, '');
  result.siteUrl = result.siteUrl.replace(/\/+$/, '');
  return result;
}

export function getSiteConfig(): SiteConfig {
  return current;
}

export function configureSite(overrides: Partial<SiteConfig>): void {
  current = withoutBlanks({ ...current, ...overrides });
}

export function apiUrl(path: string): string {
  return `${current.apiBaseUrl}/api/v1${path}`;
}

/** A tel: link for a phone number as people write it: "(555) 010-0148" → "tel:+15550100148"
 * (ten digits are a North American number; a number written with + keeps its own code). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}
