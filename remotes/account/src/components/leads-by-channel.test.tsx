import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, sentRequests, server } from '@agency/testing';
import { LEADS_BY_CHANNEL, leadsByChannelReply } from '../test/fixtures';
import { LeadsByChannel, periodDays } from './leads-by-channel';

/** The period's leads: `paid` from paid search, nine from organic search, one direct. */
const reply = (request: Request, paid: number) =>
  HttpResponse.json(
    leadsByChannelReply(request, { 'paid-search': paid, 'organic-search': 9, direct: 1 }),
  );

describe('periodDays', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  it.each([
    ['thisMonth', '2026-03-01', '2026-03-15'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
    ['last30', '2026-02-14', '2026-03-15'],
    ['last90', '2025-12-16', '2026-03-15'],
    ['thisYear', '2026-01-01', '2026-03-15'],
  ] as const)('%s is %s to %s', (period, from, to) => {
    expect(periodDays(period, now)).toEqual({ from, to });
  });
});

describe('leads by channel on the dashboard', () => {
  it('lists the count of each channel for the chosen period, in a table', async () => {
    server.use(
      http.get(LEADS_BY_CHANNEL, ({ request }) => {
        const from = new URL(request.url).searchParams.get('from')!;
        return reply(request, from.endsWith('-01') ? 14 : 3);
      }),
    );
    const { user } = renderWithProviders(<LeadsByChannel />);
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Paid search14',
      'Organic search9',
      'Social0',
      'Email0',
      'Referral0',
      'Direct1',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Paid search' })).toBeInTheDocument();
    const first = sentRequests('GET', LEADS_BY_CHANNEL)[0]!;
    expect(first.url.searchParams.get('from')).toBe(periodDays('thisMonth').from);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 30 days');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Paid search/ })).toHaveTextContent('Paid search3'),
    );
    const last = sentRequests('GET', LEADS_BY_CHANNEL).at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual(periodDays('last30'));
  });

  it('says so when the figures cannot be loaded, and tries again', async () => {
    server.use(
      http.get(LEADS_BY_CHANNEL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { user } = renderWithProviders(<LeadsByChannel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The leads by channel could not be loaded.',
    );
    server.use(http.get(LEADS_BY_CHANNEL, ({ request }) => reply(request, 2)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Paid search2');
  });
});
