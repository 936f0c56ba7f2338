// What the page tests share: the signed-in SuperAdmin, the remote's real routes rendered at an
// address, and the api's replies the pages read besides their own.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InboxSummary, Lead, Post, UserProfile } from '@agency/contract';
import {
  adminUserFixture,
  loggedInState,
  renderWithProviders,
  sentRequests,
  server,
  storeSession,
} from '@agency/testing';
import routes from '../routes';
import { api } from './api-routes';

/**
 * The editor's autosave calls answered as for a post nobody else has open and nothing was left
 * unsaved: every page test that opens the editor makes them. The autosave tests replace them.
 */
export function answerAutosaves(): void {
  server.use(
    http.get(api.autosave, () => HttpResponse.json({ message: 'None.' }, { status: 404 })),
    http.put(api.autosave, () =>
      HttpResponse.json({ savedAt: new Date().toISOString(), others: [] }),
    ),
    http.delete(api.autosave, () => new HttpResponse(null, { status: 204 })),
    http.post(api.presence, () => HttpResponse.json({ others: [] })),
  );
}

/** Every test of the file runs with the SuperAdmin's session stored (and the editor's autosave
 * answered), and none outlives its test. */
export function signInAsAdmin(): void {
  beforeEach(() => {
    storeSession(adminUserFixture, 'admin-token');
    answerAutosaves();
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The remote's routes at `route` for the signed-in SuperAdmin (or the same user in `role`). */
export function renderAdminAt(route: string, role: UserProfile['role'] = adminUserFixture.role) {
  return renderWithProviders(null, {
    routes,
    route,
    preloadedState: loggedInState({ ...adminUserFixture, role }),
  });
}

/** The first `method` request to `route`, checked to carry the signed-in SuperAdmin's token. */
export function expectSentAsAdmin(method: string, route: string) {
  const [request] = sentRequests(method, route);
  expect(request?.headers.get('authorization')).toBe('Bearer admin-token');
  return request;
}

/** A list screen's first read: everything (no filter asked), as the SuperAdmin, with the
 * screen's name in the browser's tab. */
export function expectUnfilteredFirstRead(listRoute: string, screenName: string) {
  const request = expectSentAsAdmin('GET', listRoute);
  expect(request?.url.search).toBe('');
  expect(document.title).toBe(`${screenName} | Revline Digital`);
}

/** Waits until the last list read of `listRoute` asked with `search`, and checks that the
 * address bar says the same, so a reload or a shared link shows that list. */
export async function expectListRead(
  listRoute: string,
  search: string,
  router: ReturnType<typeof renderAdminAt>['router'],
) {
  await waitFor(() => expect(sentRequests('GET', listRoute).at(-1)?.url.search).toBe(search));
  expect(router.state.location.search).toBe(search);
}

/** A post with every field the api sends: a draft with no extras unless `overrides` say so. */
export function postFixture(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'p1',
    slug: 'first-post',
    title: 'Winter tire checklist',
    excerpt: '',
    content: '<p>Check the tread.</p>',
    tags: [],
    publishStatus: 'Draft',
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-01-11T09:00:00.000Z',
    likes: [],
    dislikes: [],
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    publishedAt: null,
    publishAt: null,
    unpublishAt: null,
    readingMinutes: 1,
    featureImage: null,
    shareImage: { url: 'http://localhost:4000/media/card-1.png', width: 1200, height: 630 },
    version: 1,
    ...overrides,
  };
}

/** A lead with every field the api sends: a contact message from Dana Shop, new. */
export function leadFixture(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'l1',
    kind: 'contact',
    status: 'New',
    spamReason: null,
    name: 'Dana Shop',
    email: 'dana@shop.example',
    phone: null,
    job: null,
    message: 'We need a new website.\nCall me.',
    resume: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    statusChangedAt: null,
    statusChangedBy: null,
    source: null,
    channel: null,
    firstChannel: null,
    ...overrides,
  };
}

const noLeads = { leads: 0, contacts: 0, applications: 0, subscribers: 0 };

/** The inbox's counts (the hub's card reads them on every admin page): none unless set. */
export function inboxSummary(overrides: Partial<InboxSummary> = {}): InboxSummary {
  return { new: 0, subscribers: 0, thisMonth: noLeads, lastMonth: noLeads, ...overrides };
}

/** One page of a cursor-paged list: its rows, and the next page's cursor when there is one. */
export const pageReply = (rows: unknown[], next?: string) =>
  HttpResponse.json(rows, { headers: next ? { 'x-next-cursor': next } : {} });

/** An answer that fails the first time (a 500) and gives `reply()` after: what a retry's test
 * needs. */
export function failsOnce(reply: () => Response): () => Response {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : reply();
  };
}

/**
 * Downloads (the CSV, a résumé, a person's ZIP) stay in the test: the anchor's click does
 * nothing and the returned list collects each blob the page handed to the browser.
 */
export function catchDownloads(): Blob[] {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  return created;
}
