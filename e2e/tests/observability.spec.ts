// What an operator sees of the running site: the render server's and the api's metrics on
// their loopback listeners, in Prometheus text format, moving as pages are served; a page's
// trace id in its reply; and the render server ready with every remote and the api up.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { metricsPorts, siteUrl } from '../support/env';
import { metricSum } from '../support/metrics';
import { publicRoutes } from '../support/routes';

const requestCount = (port: number, labels: Record<string, string>) =>
  metricSum(port, 'http_requests_total', labels);

test("a page moves both processes' request counters and names its trace", async ({ request }) => {
  const blogList = publicRoutes.blog[0]!;
  const page = { route: '/*', status_code: '200' };
  const postList = { route: '/api/v1/posts/:tenantId' };
  const pagesBefore = await requestCount(metricsPorts.shell, page);
  const apiBefore = await requestCount(metricsPorts.api, postList);

  const traceId = randomBytes(16).toString('hex');
  // A query string of its own: rendered now, not served from the render cache.
  const res = await request.get(`${siteUrl}${blogList}?trace=${traceId}`, {
    headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers().traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

  expect(await requestCount(metricsPorts.shell, page)).toBeGreaterThan(pagesBefore);
  expect(await requestCount(metricsPorts.api, postList)).toBeGreaterThan(apiBefore);
});

test('the render server is ready: every remote loaded and the api up', async ({ request }) => {
  expect((await request.get(`${siteUrl}/healthz`)).status()).toBe(200);
  const ready = await request.get(`${siteUrl}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    ready: true,
    notReady: [],
    checks: {
      api: 'ok',
      'remote:marketing': 'ok',
      'remote:blog': 'ok',
      'remote:account': 'ok',
    },
  });
});
