import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CONFIRM_IT_IS_YOU, type TwoFactorStatus } from '@agency/contract';
import { paths } from '@agency/shared-state';
import { sentRequests, server } from '@agency/testing';
import { confirmIdentityMessages as text } from '../content/confirm-identity';
import { adminPaths, leadPath } from '../paths';
import {
  catchDownloads,
  inboxSummary,
  leadFixture,
  pageReply,
  renderAdminAt,
  signInAsAdmin,
} from '../test/admin-pages';
import { api } from '../test/api-routes';

signInAsAdmin();
const created = catchDownloads();

const ADMIN_PASSWORD = 'Admin-pass-1';
const CODE = '123456';
const refusal = () => HttpResponse.json({ message: CONFIRM_IT_IS_YOU }, { status: 403 });

/**
 * The api as it answers a session that has not confirmed lately: `sensitive` answers the sudo
 * 403 until the confirm route accepted the admin's password or the code, then `reply()`.
 */
function askingAgain(reply: () => Response) {
  let confirmed = false;
  const confirm = http.post(api.confirmSession, async ({ request }) => {
    const body = (await request.json()) as { password?: string; code?: string };
    if (body.password === ADMIN_PASSWORD || body.code === CODE) {
      confirmed = true;
      return HttpResponse.json({ message: 'Thank you.' });
    }
    return HttpResponse.json(
      { message: body.code ? 'That code does not match.' : 'Your password is incorrect.' },
      { status: 400 },
    );
  });
  return { confirm, sensitive: () => (confirmed ? reply() : refusal()) };
}

beforeEach(() => {
  server.use(http.get(api.summary, () => HttpResponse.json(inboxSummary())));
});

describe('Confirm it’s you', () => {
  test('the inbox CSV export asks for the password, then downloads', async () => {
    const { confirm, sensitive } = askingAgain(
      () => new HttpResponse('\uFEFF"Received"\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    server.use(
      http.get(api.leads, () => pageReply([leadFixture()])),
      http.get(api.leadsCsv, sensitive),
      confirm,
    );
    const { user } = renderAdminAt(adminPaths.inbox);
    await screen.findByRole('list', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const dialog = await screen.findByRole('dialog', { name: text.title });
    expect(created).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(within(dialog).getByText(text.passwordRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(text.password), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await within(dialog).findByText('Your password is incorrect.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(text.password));
    await user.type(within(dialog).getByLabelText(text.password), ADMIN_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Refused once, then sent again after the confirmation.
    expect(sentRequests('GET', api.leadsCsv)).toHaveLength(2);
    const sent = await Promise.all(sentRequests('POST', api.confirmSession).map((r) => r.json()));
    expect(sent).toEqual([{ password: 'wrong' }, { password: ADMIN_PASSWORD }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('an erasure confirmed with a code of the authenticator app goes ahead', async () => {
    const summary = {
      email: 'dana@shop.example',
      contactMessages: 1,
      applications: 0,
      resumes: 0,
      newsletterSignUps: 0,
      subscription: null,
      account: null,
      comments: 0,
      votes: 0,
      queuedMail: 0,
    };
    const { confirm, sensitive } = askingAgain(() =>
      HttpResponse.json({ message: 'erased', erased: summary }),
    );
    server.use(
      http.get(api.lead, () => HttpResponse.json(leadFixture())),
      http.post(api.lookUpPerson, () => HttpResponse.json(summary)),
      http.post(api.erasePerson, sensitive),
      confirm,
    );
    const { user } = renderAdminAt(leadPath('l1'));
    await user.click(await screen.findByRole('button', { name: 'Erase their data...' }));
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));

    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.click(within(dialog).getByRole('button', { name: text.useCode }));
    await user.type(within(dialog).getByLabelText(text.code), CODE);
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(
      await screen.findByText('Everything the site held about dana@shop.example is erased.'),
    ).toBeInTheDocument();
    const [proof] = sentRequests('POST', api.confirmSession);
    expect(await proof?.json()).toEqual({ code: CODE });
    expect(sentRequests('POST', api.erasePerson)).toHaveLength(2);
  });

  test('Cancel leaves the action undone, with no error and no retry', async () => {
    server.use(
      http.get(api.leads, () => pageReply([leadFixture()])),
      http.get(api.leadsCsv, refusal),
    );
    const { user } = renderAdminAt(adminPaths.inbox);
    await screen.findByRole('list', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequests('GET', api.leadsCsv)).toHaveLength(1);
    expect(sentRequests('POST', api.confirmSession)).toHaveLength(0);
    expect(created).toHaveLength(0);
  });

  test('new recovery codes ask again, then show the codes', async () => {
    const on: TwoFactorStatus = {
      enabled: true,
      required: true,
      enabledAt: '2026-11-20T09:00:00.000Z',
      recoveryCodesLeft: 10,
      sessionVerified: true,
    };
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const { confirm, sensitive } = askingAgain(() =>
      HttpResponse.json({ recoveryCodes: codes, message: 'new' }),
    );
    server.use(
      http.get(api.twoFactor, () => HttpResponse.json(on)),
      http.get(api.sessions, () => HttpResponse.json([])),
      http.post(api.recoveryCodes, sensitive),
      confirm,
    );
    const { user } = renderAdminAt(paths.adminSecurity);
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const form = screen.getByRole('form', { name: 'Make new recovery codes' });
    await user.type(within(form).getByLabelText('Your password'), ADMIN_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));

    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.type(within(dialog).getByLabelText(text.password), ADMIN_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await screen.findByRole('region', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.getByText('abcd0-efgh0')).toBeInTheDocument();
  });
});
