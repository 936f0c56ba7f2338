import { http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server, loadApi } from '@agency/testing';
import { baseApi } from './base-api';
import { makeStore } from '../store/store';
import { getSiteConfig } from '../config';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ testProbe: build.query<unknown, void>({ query: () => '/health' }) }),
});

describe('baseApi', () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(http.get(apiRoute('/health'), () => HttpResponse.json({ status: 'ok' })));
  });

  it('always sends the tenant header, and no Authorization without a token', async () => {
    await makeStore(loadApi).dispatch(probeApi.endpoints.testProbe.initiate());
    const [request] = sentRequests();
    expect(request?.url.href).toBe(`${getSiteConfig().apiBaseUrl}/api/v1/health`);
    expect(request?.headers.get('x-tenant-id')).toBe(getSiteConfig().tenantId);
    expect(request?.headers.has('authorization')).toBe(false);
  });

  it('adds "Authorization: Bearer <token>" when localStorage holds a token', async () => {
    localStorage.setItem('token', 'secret-123');
    await makeStore(loadApi).dispatch(probeApi.endpoints.testProbe.initiate());
    expect(sentRequests()[0]?.headers.get('authorization')).toBe('Bearer secret-123');
    expect(sentRequests()[0]?.headers.get('x-tenant-id')).toBe(getSiteConfig().tenantId);
  });
});
