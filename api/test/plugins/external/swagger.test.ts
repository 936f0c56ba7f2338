/**
 * The served OpenAPI document as a client generator reads it (the full Redocly lint is
 * `npm run lint:openapi`): every operation named once, the bearer scheme defined and used as the
 * auth hook enforces it, one name per path parameter, every client error the shared ErrorReply.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig } from '../../../src/config';
import swaggerPlugin, { BEARER_AUTH } from '../../../src/plugins/external/swagger';
import { suiteApp } from '../../helper';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; scheme?: string }> };
}

describe('the OpenAPI document', () => {
  const t = suiteApp({ env: { LOG_LEVEL: 'warn' }, resetEachTest: false });
  let doc: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Document>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        op,
      ]),
    );
  });

  it('names every operation once, in camelCase', () => {
    expect(operations.length).toBeGreaterThanOrEqual(70);
    const unnamed = operations.filter(
      ([, op]) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId ?? ''),
    );
    expect(unnamed.map(([name]) => name)).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('defines the bearer scheme and requires it of the routes that need a token', async () => {
    expect(doc.components.securitySchemes).toEqual({
      [BEARER_AUTH]: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const [name, op] of operations) {
      expect([name, op.security]).toEqual([name, expect.any(Array)]);
      for (const requirement of op.security!)
        for (const scheme of Object.keys(requirement))
          expect([name, scheme]).toEqual([name, BEARER_AUTH]);
    }
    const security = (name: string) => operations.find(([n]) => n === name)?.[1].security;
    expect(security('POST /api/v1/users/{tenantId}/login')).toEqual([]);
    expect(security('GET /api/v1/users/{tenantId}/profile')).toEqual([{ [BEARER_AUTH]: [] }]);
    expect(security('POST /api/v1/posts/{tenantId}')).toEqual([{ [BEARER_AUTH]: [] }]);
    // Published posts for everyone, drafts for the SuperAdmin's token.
    expect(security('GET /api/v1/posts/{tenantId}')).toEqual([{}, { [BEARER_AUTH]: [] }]);
    // The document's claims hold: without a token, a bearer-only route is 401.
    for (const url of ['/api/v1/users/revline/profile', '/api/v1/inbox/revline/summary']) {
      const res = await t.app.inject({ url, headers: { 'x-tenant-id': 'revline' } });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('gives each path segment one parameter name (the tenant is always tenantId)', () => {
    const shapes = new Map<string, string>();
    for (const path of Object.keys(doc.paths)) {
      const shape = path.replace(/\{[^}]+\}/g, '{}');
      expect([path, shapes.get(shape)]).toEqual([path, undefined]);
      shapes.set(shape, path);
      expect(path).not.toContain('{tenant}');
    }
  });

  it('describes every client error as the shared ErrorReply (a 409 may add to it)', () => {
    const errorReply = { $ref: '#/components/schemas/ErrorReply' };
    for (const [name, op] of operations)
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('4')) continue;
        const schema = (response.content as Record<string, { schema: { allOf?: unknown[] } }>)?.[
          'application/json'
        ]?.schema;
        // A refused save names what it clashed with: ErrorReply and what it adds, nothing else.
        const shared = status === '409' && schema?.allOf ? schema.allOf[0] : schema;
        expect([name, status, shared]).toEqual([name, status, errorReply]);
      }
  });
});

describe('the swagger plugin', () => {
  function appWith(routes: (app: FastifyInstance) => void): FastifyInstance {
    const app = Fastify();
    app.register(
      fp(
        async (instance) => {
          instance.decorate('config', loadConfig({}));
        },
        { name: 'config' },
      ),
    );
    app.register(swaggerPlugin);
    app.register(async (instance) => routes(instance));
    return app;
  }

  it('refuses to start a documented route without an operationId, or with a taken one', async () => {
    const missing = appWith((app) => {
      app.get('/named', { schema: { operationId: 'getNamed' } }, async () => 'ok');
      app.get('/hidden', { schema: { hide: true } }, async () => 'ok');
      app.get('/unnamed', { schema: { summary: 'No name' } }, async () => 'ok');
    });
    await expect(missing.ready()).rejects.toThrow(
      "GET /unnamed: the route's schema must name its operationId",
    );
    const taken = appWith((app) => {
      app.get('/a', { schema: { operationId: 'getThing' } }, async () => 'ok');
      app.post('/b', { schema: { operationId: 'getThing' } }, async () => 'ok');
    });
    await expect(taken.ready()).rejects.toThrow(
      'POST /b: operationId "getThing" is already GET /a',
    );
  });
});
