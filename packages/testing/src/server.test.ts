import { http, HttpResponse } from 'msw';
import { configureSite, getSiteConfig } from '@agency/shared-state';
import { apiRoute } from './api-route';
import { sentRequests } from './sent-requests';
import { failOnUnhandledRequests, server } from './server';

describe('apiRoute', () => {
  const initial = getSiteConfig();
  afterEach(() => configureSite(initial));

  it('puts the api base and the configured tenant in front of a path, keeping its parameters', () => {
    expect(apiRoute('/posts/:tenant/:postId/comments')).toBe(
      'http://localhost:4000/api/v1/posts/revline/:postId/comments',
    );
    configureSite({ apiBaseUrl: 'https://api.example.test/', tenantId: 'shop a' });
    expect(apiRoute('/users/:tenant')).toBe('https://api.example.test/api/v1/users/shop%20a');
    expect(apiRoute('/health')).toBe('https://api.example.test/api/v1/health');
  });
});

describe('the mock server', () => {
  it('answers with the handlers a test adds, and records what was sent', async () => {
    server.use(
      http.post(apiRoute('/posts/:tenant/:postId/comments'), async ({ request }) =>
        HttpResponse.json({ echoed: await request.json() }, { status: 201 }),
      ),
    );
    const response = await fetch('http://localhost:4000/api/v1/posts/revline/p-1/comments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'revline' },
      body: JSON.stringify({ content: 'Hi' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ echoed: { content: 'Hi' } });

    const [sent] = sentRequests('POST', apiRoute('/posts/:tenant/:postId/comments'));
    expect(sent?.params).toEqual({ postId: 'p-1' });
    expect(sent?.headers.get('x-tenant-id')).toBe('revline');
    // The handler read the body; the record still can, as often as asked.
    expect(await sent?.json()).toEqual({ content: 'Hi' });
    expect(await sent?.text()).toBe('{"content":"Hi"}');
    expect(sentRequests('GET', apiRoute('/posts/:tenant/:postId/comments'))).toEqual([]);
    expect(sentRequests('POST', apiRoute('/posts/:tenant'))).toEqual([]);
  });

  it('keeps multipart bodies readable as FormData', async () => {
    server.use(
      http.post(apiRoute('/media/:tenant/upload'), async ({ request }) => {
        await request.formData();
        return HttpResponse.json({});
      }),
    );
    const body = new FormData();
    body.set('file', new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    await fetch(apiRoute('/media/:tenant/upload'), { method: 'POST', body });
    const file = (await sentRequests()[0]?.formData())?.get('file') as File;
    expect(file.name).toBe('a.pdf');
    expect(await file.text()).toBe('%PDF');
  });

  it('starts each test with no handlers and an empty log', () => {
    expect(server.listHandlers()).toEqual([]);
    expect(sentRequests()).toEqual([]);
  });

  it('fails a request no handler answers, and the test after it has run', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(apiRoute('/posts/:tenant'))).rejects.toMatchObject({
      cause: expect.objectContaining({
        message: expect.stringContaining('Cannot bypass a request when using the "error" strategy'),
      }),
    });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('without a matching request handler'),
    );
    expect(sentRequests()).toHaveLength(1);
    expect(() => failOnUnhandledRequests()).toThrow(
      'No handler answered GET http://localhost:4000/api/v1/posts/revline: add one with ' +
        'server.use(http.<method>(...)).',
    );
    // Answered for: this test itself passes.
    expect(() => failOnUnhandledRequests()).not.toThrow();
  });
});
