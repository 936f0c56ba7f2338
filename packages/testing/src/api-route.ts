import { getSiteConfig } from '@agency/shared-state';

/**
 * The URL of a path of the site's api, as a handler's route:
 * `apiRoute('/posts/:tenant/:postId')` is `http://localhost:4000/api/v1/posts/revline/:postId`.
 * `:tenant` is the configured tenant, so a request to another tenant goes unanswered (and fails
 * the test); every other `:name` is an MSW path parameter.
 */
export function apiRoute(path: string): string {
  const { apiBaseUrl, tenantId } = getSiteConfig();
  return `${apiBaseUrl}/api/v1${path.replace(/:tenant(?=\/|$)/, encodeURIComponent(tenantId))}`;
}
