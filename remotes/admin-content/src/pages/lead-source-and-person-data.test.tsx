import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import { adminPaths, leadPath } from '../paths';
import {
  signInAsAdmin,
  renderAdminAt,
  inboxSummary,
  catchDownloads,
  leadFixture,
  expectSentAsAdmin,
} from '../test/admin-pages';
import { api } from '../test/api-routes';

const paidTouch = {
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'brakes',
  gclid: 'test123',
  landingPage: '/services/digital-marketing',
  at: '2026-11-20T08:00:00.000Z',
};

const lead = leadFixture({
  message: 'Hello',
  source: {
    first: { referrer: 'www.google.com', landingPage: '/', at: '2026-11-01T08:00:00.000Z' },
    latest: paidTouch,
  },
  channel: 'paid-search',
  firstChannel: 'organic-search',
});

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

signInAsAdmin();
const created = catchDownloads();
beforeEach(() => {
  server.use(
    http.get(api.summary, () =>
      HttpResponse.json(
        inboxSummary({
          new: 1,
          thisMonth: { leads: 1, contacts: 1, applications: 0, subscribers: 0 },
        }),
      ),
    ),
  );
});

describe('the source of a lead', () => {
  test('the inbox names each lead’s channel', async () => {
    server.use(http.get(api.leads, () => HttpResponse.json([lead])));
    renderAdminAt(adminPaths.inbox);
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Paid search');
  });

  test('the lead’s page shows the channel, the latest touch and the first visit', async () => {
    server.use(http.get(api.lead, () => HttpResponse.json(lead)));
    renderAdminAt(leadPath('l1'));
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
      http.get(api.lead, () =>
        HttpResponse.json({ ...lead, source: null, channel: null, firstChannel: null }),
      ),
    );
    renderAdminAt(leadPath('l1'));
    expect((await screen.findByText('Channel')).nextElementSibling).toHaveTextContent(
      'Not recorded',
    );
    expect(screen.queryByText('How they found the site')).not.toBeInTheDocument();
  });
});

describe('a person’s data from a lead', () => {
  /** The lead's page, where an erasure counts what the address has, then gets `erased`. */
  function openErasure(erased: () => Response) {
    server.use(
      http.get(api.lead, () => HttpResponse.json(lead)),
      http.post(api.lookUpPerson, () => HttpResponse.json(summary)),
      http.post(api.erasePerson, erased),
    );
    return renderAdminAt(leadPath('l1'));
  }

  test('downloads everything about the address as one ZIP, asked for by POST', async () => {
    server.use(
      http.get(api.lead, () => HttpResponse.json(lead)),
      http.post(api.exportPerson, () => new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]))),
    );
    const { user } = renderAdminAt(leadPath('l1'));
    await user.click(await screen.findByRole('button', { name: 'Download their data (ZIP)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const request = expectSentAsAdmin('POST', api.exportPerson);
    expect(await request?.json()).toEqual({ email: 'dana@shop.example' });
  });

  test('names what will be erased, and erases only once confirmed', async () => {
    const { user } = openErasure(() =>
      HttpResponse.json({
        message: 'Everything the site held about this address is erased.',
        erased: summary,
      }),
    );
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
    expect(sentRequests('POST', api.erasePerson)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(sentRequests('POST', api.erasePerson)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Erase their data...' }));
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    expect(
      await screen.findByText('Everything the site held about dana@shop.example is erased.'),
    ).toBeInTheDocument();
    const [request] = sentRequests('POST', api.erasePerson);
    expect(await request?.json()).toEqual({ email: 'dana@shop.example' });
  });

  test('shows the api’s refusal and erases nothing more', async () => {
    const { user } = openErasure(() =>
      HttpResponse.json(
        {
          message:
            'This address belongs to a SuperAdmin account, which cannot be erased from here.',
        },
        { status: 409 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Erase their data...' }));
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address belongs to a SuperAdmin account, which cannot be erased from here.',
    );
    expect(screen.getByRole('heading', { name: 'Dana Shop', level: 1 })).toBeInTheDocument();
  });
});
