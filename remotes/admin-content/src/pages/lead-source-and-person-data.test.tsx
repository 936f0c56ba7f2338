import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Lead } from 'site-contract';
import {
  adminUserFixture,
  apiRoute,
  loggedInState,
  renderWithProviders,
  sentRequests,
  server,
  storeSession,
} from 'site-testing';
import routes from '../routes';
import { adminPaths, leadPath } from '../paths';

const LEADS = apiRoute('/inbox/:tenant/leads');
const LEAD = apiRoute('/inbox/:tenant/leads/:id');
const SUMMARY = apiRoute('/inbox/:tenant/summary');
const LOOKUP = apiRoute('/people/:tenant/lookup');
const ERASE = apiRoute('/people/:tenant/erase');
const EXPORT = apiRoute('/people/:tenant/export');

const paidTouch = {
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'brakes',
  gclid: 'test123',
  landingPage: '/services/digital-marketing',
  at: '2026-11-20T08:00:00.000Z',
};

const lead: Lead = {
  id: 'l1',
  kind: 'contact',
  status: 'New',
  spamReason: null,
  name: 'Dana Shop',
  email: 'dana@shop.example',
  phone: null,
  job: null,
  message: 'Hello',
  resume: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: null,
  statusChangedBy: null,
  source: {
    first: { referrer: 'www.google.com', landingPage: '/', at: '2026-11-01T08:00:00.000Z' },
    latest: paidTouch,
  },
  channel: 'paid-search',
  firstChannel: 'organic-search',
};

const summary = {
  email: 'dana@shop.example',
  contactMessages: 2,
  applications: 1,
  resumes: 1,
  newsletterSignUps: 1,
  subscription: 'confirmed',
  account: { username: 'dana', role: 'User' },
  comments: 3,
  votes: 0,
  queuedMail: 1,
};

let created: Blob[] = [];
beforeEach(() => {
  storeSession(adminUserFixture, 'admin-token');
  server.use(
    http.get(SUMMARY, () =>
      HttpResponse.json({
        new: 1,
        subscribers: 0,
        thisMonth: { leads: 1, contacts: 1, applications: 0, subscribers: 0 },
        lastMonth: { leads: 0, contacts: 0, applications: 0, subscribers: 0 },
      }),
    ),
  );
  created = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const renderAt = (route: string) =>
  renderWithProviders(null, {
    routes,
    route,
    preloadedState: loggedInState({ ...adminUserFixture, role: 'SuperAdmin' }),
  });

describe('the source of a lead', () => {
  test('the inbox names each lead’s channel', async () => {
    server.use(http.get(LEADS, () => HttpResponse.json([lead])));
    renderAt(adminPaths.inbox);
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Paid search');
  });

  test('the lead’s page shows the channel, the latest touch and the first visit', async () => {
    server.use(http.get(LEAD, () => HttpResponse.json(lead)));
    renderAt(leadPath('l1'));
    const channel = await screen.findByText('Channel');
    const details = channel.closest('dl') as HTMLElement;
    expect(channel.nextElementSibling).toHaveTextContent('Paid search');
    expect(screen.getByText('First visit’s channel').nextElementSibling).toHaveTextContent(
      'Organic search',
    );
    expect(details).toHaveTextContent(
      'google / cpc / brakes · gclid test123 · landed on /services/digital-marketing',
    );
    expect(details).toHaveTextContent('First visit: from www.google.com · landed on /');
  });

  test('a lead that came without a source says so', async () => {
    server.use(
      http.get(LEAD, () =>
        HttpResponse.json({ ...lead, source: null, channel: null, firstChannel: null }),
      ),
    );
    renderAt(leadPath('l1'));
    expect((await screen.findByText('Channel')).nextElementSibling).toHaveTextContent(
      'Not recorded',
    );
    expect(screen.queryByText('How they found the site')).not.toBeInTheDocument();
  });
});

describe('a person’s data from a lead', () => {
  test('downloads everything about the address as one ZIP, asked for by POST', async () => {
    server.use(
      http.get(LEAD, () => HttpResponse.json(lead)),
      http.post(EXPORT, () => new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]))),
    );
    const { user } = renderAt(leadPath('l1'));
    await user.click(await screen.findByRole('button', { name: 'Download their data (ZIP)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const [request] = sentRequests('POST', EXPORT);
    expect(await request?.json()).toEqual({ email: 'dana@shop.example' });
    expect(request?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  test('names what will be erased, and erases only once confirmed', async () => {
    server.use(
      http.get(LEAD, () => HttpResponse.json(lead)),
      http.post(LOOKUP, () => HttpResponse.json(summary)),
      http.post(ERASE, () =>
        HttpResponse.json({
          message: 'Everything the site held about this address is erased.',
          erased: summary,
        }),
      ),
    );
    const { user } = renderAt(leadPath('l1'));
    await user.click(await screen.findByRole('button', { name: 'Erase their data...' }));
    const confirm = await screen.findByRole('group', {
      name: 'Erase everything the site holds about dana@shop.example?',
    });
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 contact messages',
      '1 job application with 1 résumé file',
      'the newsletter sign-up and subscription (confirmed)',
      'the account “dana” with its 3 comments and 0 likes and dislikes',
      '1 mail not yet sent',
    ]);
    expect(sentRequests('POST', ERASE)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(sentRequests('POST', ERASE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Erase their data...' }));
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    expect(
      await screen.findByText('Everything the site held about dana@shop.example is erased.'),
    ).toBeInTheDocument();
    const [request] = sentRequests('POST', ERASE);
    expect(await request?.json()).toEqual({ email: 'dana@shop.example' });
  });

  test('shows the api’s refusal and erases nothing more', async () => {
    server.use(
      http.get(LEAD, () => HttpResponse.json(lead)),
      http.post(LOOKUP, () => HttpResponse.json(summary)),
      http.post(ERASE, () =>
        HttpResponse.json(
          {
            message:
              'This address belongs to a SuperAdmin account, which cannot be erased from here.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAt(leadPath('l1'));
    await user.click(await screen.findByRole('button', { name: 'Erase their data...' }));
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address belongs to a SuperAdmin account, which cannot be erased from here.',
    );
    expect(screen.getByRole('heading', { name: 'Dana Shop', level: 1 })).toBeInTheDocument();
  });
});
