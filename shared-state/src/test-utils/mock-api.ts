/** Mocks the network at the fetch boundary: handlers answer by method and API path (the part
 * after /api/v1, with :params), every request is recorded with its headers and parsed body. */
export interface RecordedRequest {
  method: string;
  /** Path after /api/v1, e.g. /posts/revline/abc */
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON, a FormData for multipart, the text otherwise, or undefined. */
  body: unknown;
  params: Record<string, string>;
}

export type MockReply =
  | { status?: number; body?: unknown; delayMs?: number; headers?: Record<string, string> }
  | { networkError: true; delayMs?: number };

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

interface RouteEntry {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
  once: boolean;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), keys };
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  if (type.includes('json')) return JSON.parse(text) as unknown;
  return text;
}

export interface ApiMock {
  /** Answers every matching request (a later `on` for the same route wins). */
  on(method: string, path: string, handler: Handler): ApiMock;
  /** Answers the next matching request only. */
  once(method: string, path: string, handler: Handler): ApiMock;
  requests: RecordedRequest[];
  /** Requests to a given method and path pattern. */
  calls(method: string, path: string): RecordedRequest[];
  restore(): void;
}

/** Installs a fetch mock for the current test. Unhandled requests get a 404 and are recorded,
 * so a test sees what was sent. Call restore() in afterEach (or rely on installApiMock's). */
export function createApiMock(): ApiMock {
  const routes: RouteEntry[] = [];
  const requests: RecordedRequest[] = [];
  const originalFetch = globalThis.fetch;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const recorded: RecordedRequest = {
      method: request.method,
      path,
      url,
      headers: request.headers,
      body: await readBody(request.clone()),
      params: {},
    };
    requests.push(recorded);
    for (let index = routes.length - 1; index >= 0; index -= 1) {
      const entry = routes[index]!;
      if (entry.method !== request.method) continue;
      const match = entry.pattern.exec(decodeURIComponent(path));
      if (!match) continue;
      entry.keys.forEach((key, i) => (recorded.params[key] = match[i + 1] ?? ''));
      if (entry.once) routes.splice(index, 1);
      const reply =
        typeof entry.handler === 'function' ? await entry.handler(recorded) : entry.handler;
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if ('networkError' in reply) throw new TypeError('Failed to fetch');
      const status = reply.status ?? 200;
      const body = reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body);
      return new Response(body, {
        status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }
    return new Response(JSON.stringify({ message: `No mock for ${request.method} ${path}` }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };

  const mock: ApiMock = {
    on(method, path, handler) {
      routes.push({ method: method.toUpperCase(), ...compile(path), handler, once: false });
      return mock;
    },
    once(method, path, handler) {
      routes.push({ method: method.toUpperCase(), ...compile(path), handler, once: true });
      return mock;
    },
    requests,
    calls(method, path) {
      const { pattern } = compile(path);
      return requests.filter(
        (r) => r.method === method.toUpperCase() && pattern.test(decodeURIComponent(r.path)),
      );
    },
    restore() {
      globalThis.fetch = originalFetch;
    },
  };
  return mock;
}
