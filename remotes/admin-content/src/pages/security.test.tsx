import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@agency/shared-state';
import { sentRequests, server } from '@agency/testing';
import type { AccountSession, TwoFactorStatus } from '@agency/contract';
import { securityMessages } from '../content/security';
import { signInAsAdmin, renderAdminAt } from '../test/admin-pages';
import { api } from '../test/api-routes';

const off: TwoFactorStatus = {
  enabled: false,
  required: true,
  enabledAt: null,
  recoveryCodesLeft: 0,
  sessionVerified: false,
};
const on: TwoFactorStatus = {
  enabled: true,
  required: true,
  enabledAt: '2026-11-20T09:00:00.000Z',
  recoveryCodesLeft: 10,
  sessionVerified: true,
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const sessions: AccountSession[] = [
  {
    id: 's-here',
    createdAt: '2026-11-25T08:00:00.000Z',
    lastSeenAt: '2026-11-25T09:00:00.000Z',
    address: '127.0.0.1',
    browser: 'Chrome on Linux',
    current: true,
  },
  {
    id: 's-other',
    createdAt: '2026-11-24T08:00:00.000Z',
    lastSeenAt: '2026-11-24T09:00:00.000Z',
    address: '203.0.113.9',
    browser: 'Firefox on Windows',
    current: false,
  },
];

signInAsAdmin();

const WRONG_EMAIL_CODE =
  'That e-mailed code is not valid or has expired. Ask for a new code and try again.';

function openSecurity(status: TwoFactorStatus) {
  let current = status;
  let list = sessions;
  server.use(
    http.get(api.twoFactor, () => HttpResponse.json(current)),
    http.get(api.sessions, () => HttpResponse.json(list)),
    http.post(api.twoFactorSetupCode, () =>
      HttpResponse.json({ message: 'We have e-mailed you a code.' }),
    ),
    http.post(api.twoFactorSetup, async ({ request }) => {
      const { emailCode } = (await request.json()) as { emailCode: string };
      if (emailCode !== '12345678')
        return HttpResponse.json({ message: WRONG_EMAIL_CODE }, { status: 400 });
      return HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Revline:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      });
    }),
    http.post(api.enableTwoFactor, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '123456')
        return HttpResponse.json({ message: 'That code does not match.' }, { status: 400 });
      current = on;
      return HttpResponse.json({ recoveryCodes: codes, message: 'on' });
    }),
    http.delete(api.session, ({ params }) => {
      list = list.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return renderAdminAt(paths.adminSecurity);
}

describe('Security: two-factor enrolment', () => {
  it('tells a SuperAdmin who must enrol, shows the QR code and key, and turns it on with a code', async () => {
    const { user } = openSecurity(off);
    expect(await screen.findByText(securityMessages.setupRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    // Both proofs before any key: the password and a code mailed to the account.
    expect(screen.getByText(securityMessages.proofStep)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(
      securityMessages.passwordRequired,
    );
    expect(screen.getByLabelText('Code from the e-mail')).toHaveAccessibleDescription(
      securityMessages.emailCodeRequired,
    );
    expect(sentRequests('POST', api.twoFactorSetup)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('We have e-mailed you a code.')).toBeInTheDocument();
    expect(sentRequests('POST', api.twoFactorSetupCode)).toHaveLength(1);
    await user.type(screen.getByLabelText('Your password'), 'Admin-pass-1');
    await user.type(screen.getByLabelText('Code from the e-mail'), '87654321');
    await user.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(await screen.findByText(WRONG_EMAIL_CODE)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from the e-mail'));
    await user.type(screen.getByLabelText('Code from the e-mail'), '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Show the QR code' }));

    const qr = await screen.findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const [setupSent] = sentRequests('POST', api.twoFactorSetup).slice(-1);
    expect(await setupSent?.json()).toEqual({ password: 'Admin-pass-1', emailCode: '12345678' });

    const field = screen.getByLabelText('6-digit code from the app');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(field).toHaveAccessibleDescription(securityMessages.codeRequired);
    expect(sentRequests('POST', api.enableTwoFactor)).toHaveLength(0);

    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('That code does not match.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const region = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const [sent] = sentRequests('POST', api.enableTwoFactor).slice(-1);
    expect(await sent?.json()).toEqual({ code: '123456' });
    expect(screen.getByRole('link', { name: 'Continue to the admin screens' })).toHaveAttribute(
      'href',
      paths.adminProfile,
    );

    // Shown once: after "saved", the codes are gone and the status says it is on.
    await user.click(screen.getByRole('button', { name: securityMessages.savedCodes }));
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
  });

  it('makes new recovery codes after the password', async () => {
    server.use(
      http.post(api.recoveryCodes, async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'Admin-pass-1'
          ? HttpResponse.json({ recoveryCodes: codes, message: 'new' })
          : HttpResponse.json({ message: 'Your password is incorrect.' }, { status: 400 });
      }),
    );
    const { user } = openSecurity(on);
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes' }));
    const password = screen.getByLabelText('Your password');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText('Your password is incorrect.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Admin-pass-1');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('region', { name: 'Recovery codes' })).toBeInTheDocument();
  });
});

describe('Security: sessions', () => {
  it('lists the sessions, signs out another one', async () => {
    const { user } = openSecurity(on);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This browser')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Firefox on Windows')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('203.0.113.9')).toBeInTheDocument();
    await user.click(
      within(rows[1]!).getByRole('button', { name: /^Sign out Firefox on Windows/ }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(sentRequests('DELETE', api.session)[0]?.url.pathname).toMatch(/\/sessions\/s-other$/);
  });

  it('signs out everywhere after a confirmation and ends the session here', async () => {
    server.use(
      http.delete(api.sessions, () =>
        HttpResponse.json({ message: 'You are signed out everywhere.' }),
      ),
      http.post(api.logout, () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user, router } = openSecurity(on);
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    await user.click(button);
    expect(sentRequests('DELETE', api.sessions)).toHaveLength(0);
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account));
    expect(confirm).toHaveBeenCalledWith(securityMessages.confirmEndAll);
    expect(localStorage.getItem('token')).toBeNull();
    confirm.mockRestore();
  });
});
