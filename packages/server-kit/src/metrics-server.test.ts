/** @jest-environment node */
import { Registry } from 'prom-client';
import { buildMetricsServer, metricsSettings } from './metrics-server.ts';

test('answers the registry in Prometheus text, with a token only for its bearer', async () => {
  const registry = new Registry();
  const server = buildMetricsServer(registry, 's3cret');
  try {
    const refused = await server.inject({ url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    const wrong = await server.inject({ url: '/metrics', headers: { authorization: 'Bearer no' } });
    expect(wrong.statusCode).toBe(401);
    const scraped = await server.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer s3cret' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toBe(registry.contentType);
  } finally {
    await server.close();
  }
});

test('a listener off loopback must have a token', () => {
  expect(metricsSettings({}, 9100)).toEqual({ port: 9100, host: '127.0.0.1', token: undefined });
  expect(() => metricsSettings({ METRICS_HOST: '0.0.0.0' }, 9100)).toThrow(
    'METRICS_HOST 0.0.0.0 is not a loopback address: set METRICS_TOKEN too',
  );
  expect(metricsSettings({ METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 't' }, 9100).token).toBe('t');
  expect(metricsSettings({ METRICS_HOST: '0.0.0.0' }, undefined).port).toBeUndefined();
});
