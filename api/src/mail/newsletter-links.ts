import type { Config } from '../config';

/** The site's pages that a mailed link opens (the marketing remote owns them). */
export const CONFIRM_PAGE = '/newsletter/confirm';
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/** The personal links of one mail, from its unsubscribe `token`: the site's pages (`page` makes
 * any of them with another token), and the one-click address for List-Unsubscribe. */
export function newsletterLinks(
  app: { config: Pick<Config, 'siteUrl' | 'publicApiUrl'> },
  tenantId: string,
  token: string,
) {
  const page = (path: string, value: string) => {
    const url = new URL(path, app.config.siteUrl);
    url.search = new URLSearchParams({ token: value }).toString();
    return url.toString();
  };
  return {
    page,
    unsubscribe: page(UNSUBSCRIBE_PAGE, token),
    // Appended, as upload URLs are: PUBLIC_API_URL may carry a path of its own.
    oneClick: `${app.config.publicApiUrl}/api/v1/newsletters/one-click/${encodeURIComponent(tenantId)}/${encodeURIComponent(token)}`,
  };
}
