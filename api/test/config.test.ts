import path from 'node:path';
import { PACKAGE_ROOT, loadConfig, parseRateLimit } from '../src/config';

describe('configuration', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: path.join(PACKAGE_ROOT, 'data'),
      databaseUrl: undefined,
      tenants: [{ id: 'revline', name: 'Revline Digital' }],
      siteUrl: 'http://localhost:8080',
      publicApiUrl: 'http://localhost:4000',
      contactTo: 'hello@revline.example',
      outboxDir: path.join(PACKAGE_ROOT, 'data', 'outbox'),
      admin: undefined,
      seedPosts: true,
      scryptLogN: 17,
      limits: {
        imageBytes: 10 * 1024 * 1024,
        videoBytes: 200 * 1024 * 1024,
        resumeBytes: 5 * 1024 * 1024,
      },
    });
    expect(config.corsOrigins).toContain('http://localhost:8080');
    expect(config.corsOrigins).toContain('http://127.0.0.1:8084');
    expect(config.rateLimits.login).toEqual({ max: 10, windowMs: 15 * 60_000 });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '5000',
      DATABASE_URL: 'postgres://u@h/db',
      TENANT_ID: 'acme',
      BRAND_NAME: 'Acme Auto',
      EXTRA_TENANTS: 'beta:Beta Cars; gamma',
      SITE_URL: 'https://acme.example/',
      CORS_ORIGINS: 'https://acme.example, https://www.acme.example',
      SEED_POSTS: 'false',
      RATE_LIMIT_LOGIN: '5/1m',
      RATE_LIMIT_SCALE: '10',
      UPLOAD_IMAGE_MAX_MB: '2',
    });
    expect(config.publicApiUrl).toBe('http://localhost:5000');
    expect(config.tenants).toEqual([
      { id: 'acme', name: 'Acme Auto' },
      { id: 'beta', name: 'Beta Cars' },
      { id: 'gamma', name: 'gamma' },
    ]);
    expect(config.siteUrl).toBe('https://acme.example');
    expect(config.corsOrigins).toEqual(['https://acme.example', 'https://www.acme.example']);
    expect(config.seedPosts).toBe(false);
    expect(config.rateLimits.login).toEqual({ max: 50, windowMs: 60_000 });
    expect(config.limits.imageBytes).toBe(2 * 1024 * 1024);
  });

  it('refuses settings it cannot read', () => {
    expect(() => parseRateLimit('ten per minute', 'RATE_LIMIT_LOGIN')).toThrow(/RATE_LIMIT_LOGIN/);
    expect(() => loadConfig({ TENANT_ID: 'Bad Tenant!' })).toThrow(/Tenant id/);
    expect(() => loadConfig({ UPLOAD_VIDEO_MAX_MB: '-1' })).toThrow(/UPLOAD_VIDEO_MAX_MB/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_S: '0' })).toThrow(/REQUEST_TIMEOUT_S/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_S: '5', HEADERS_TIMEOUT_S: '10' })).toThrow(
      /HEADERS_TIMEOUT_S/,
    );
  });

  it('sets every server timeout and the connection cap deliberately', () => {
    const config = loadConfig({});
    expect(config.timeouts).toEqual({
      requestMs: 120_000,
      headersMs: 10_000,
      idleMs: 30_000,
      keepAliveMs: 5_000,
    });
    expect(config.maxConnectionsPerAddress).toBe(32);
    expect(loadConfig({ TRUST_PROXY: 'true' }).maxConnectionsPerAddress).toBe(0);
  });
});

describe('multi-instance settings', () => {
  it('defaults to memory counters, local files and media under the api', () => {
    const config = loadConfig({ PUBLIC_API_URL: 'https://api.example.com/' });
    expect(config.rateLimitStore).toBe('memory');
    expect(config.s3).toBeUndefined();
    expect(config.mediaBaseUrl).toBe('https://api.example.com/media');
    expect(config.mailQueue).toEqual({
      pollMs: 5_000,
      retryBaseMs: 30_000,
      maxAttempts: 12,
      leaseMs: 300_000,
    });
  });

  it('reads the S3, media and rate-limit store settings', () => {
    const config = loadConfig({
      RATE_LIMIT_STORE: 'database',
      MEDIA_BASE_URL: 'https://cdn.example.com/media/',
      S3_BUCKET: 'site',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.rateLimitStore).toBe('database');
    expect(config.mediaBaseUrl).toBe('https://cdn.example.com/media');
    expect(config.s3).toEqual({
      bucket: 'site',
      resumeBucket: 'site',
      mediaPrefix: 'media/',
      resumePrefix: 'resumes/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it.each([
    [{ RATE_LIMIT_STORE: 'redis' }, /RATE_LIMIT_STORE must be "memory" or "database"/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'b', S3_MEDIA_PREFIX: 'files', S3_RESUME_PREFIX: 'files' }, /must not overlap/],
    [{ S3_BUCKET: 'b', S3_MEDIA_PREFIX: '' }, /must not overlap/],
    [{ MAIL_MAX_ATTEMPTS: '0' }, /MAIL_MAX_ATTEMPTS must be a positive integer/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
