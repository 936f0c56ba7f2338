// The account remote on the composed site against the real api: register, verify through the
// mailed link, log in, change the password, log out, reset it through the mailed link, and the
// role-based landing pages.
import { expect, test, type Page } from '@playwright/test';
import { admin, tenantId } from '../support/env';
import {
  api,
  createVerifiedUser,
  latestMail,
  linkTo,
  login,
  newUser,
  signIn,
} from '../support/api';
import { logInThroughTheForm } from '../support/forms';
import { recordDialogs } from '../support/visits';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('register, verify by the mailed link, log in, change the password, log out, reset it by mail, log in again', async ({
  page,
}) => {
  const user = newUser('acct');
  const dialogs = recordDialogs(page, 'accept');

  // Register.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('Username').fill(user.username);
  await register.getByLabel('Email').fill(user.email);
  await register.getByLabel('Password', { exact: true }).fill(user.password);
  await register.getByLabel('Confirm Password').fill(user.password);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Registered successfully! Please verify your email before logging in.',
  );

  // Verify through the link in the api's outbox.
  const verifyLink = linkTo(await latestMail(user.email), '/verify');
  await page.goto(verifyLink);
  await expect(page.getByLabel('Verification Token')).toHaveValue(
    new URL(verifyLink).searchParams.get('token') ?? '',
  );
  await page.getByRole('button', { name: 'Verify Account' }).click();
  await expect(page).toHaveURL(/\/verified-success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email Verified Successfully!' }),
  ).toBeVisible();
  await expect(page.getByText('Your account has been successfully verified!')).toBeVisible();

  // Log in from the verified page's button.
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughTheForm(page, user);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${user.username}!` }),
  ).toBeVisible();
  // The shell's header switched to the Profile dropdown at once.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Profile/ }),
  ).toBeVisible();

  // Change the password.
  const newPassword = `${user.password}-2`;
  const change = page.getByRole('region', { name: 'Change Password' });
  await change.getByLabel('Old Password').fill(user.password);
  await change.getByLabel('New Password').fill(newPassword);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByRole('status')).toContainText('Password changed successfully');
  expect(dialogs).toContain('Password changed successfully');
  await expect(change.getByLabel('Old Password')).toHaveValue('');
  await expect(change.getByLabel('New Password')).toHaveValue('');
  // This session survives the change: the profile still loads after a reload.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${user.username}!` }),
  ).toBeVisible();

  // Log out from the dashboard's menu: home, logged out, token revoked.
  const token = await storedToken(page);
  await page.getByRole('button', { name: /profile menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect((await api('GET', `/users/${tenantId}/profile`, { token: token ?? '' })).status).toBe(401);

  // Forgot password, then reset through the mailed link.
  await page.goto('/account');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  const since = Date.now();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Password reset email has been sent to your inbox.',
  );

  const resetLink = linkTo(await latestMail(user.email, { since }), '/user/reset-password');
  await page.goto(resetLink);
  const finalPassword = `${user.password}-3`;
  await page.getByLabel('New Password', { exact: true }).fill(finalPassword);
  await page.getByLabel('Confirm New Password').fill(`${finalPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match!');
  await page.getByLabel('Confirm New Password').fill(finalPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Your password has been successfully reset!')).toBeVisible();

  // Log in with the new password; the old one no longer works.
  await logInThroughTheForm(page, { username: user.username, password: finalPassword });
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${user.username}!` }),
  ).toBeVisible();
  await expect(login({ username: user.username, password: newPassword })).rejects.toThrow(
    /login 401/,
  );
});

test('a wrong password shows the server message and keeps the visitor on /account', async ({
  page,
}) => {
  const user = await createVerifiedUser('acctbad');
  await page.goto('/account');
  await logInThroughTheForm(page, { username: user.username, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await expect(page).toHaveURL(/\/account$/);
});

test('a SuperAdmin lands on /superadmin/profile after logging in', async ({ page }) => {
  await page.goto('/login');
  await logInThroughTheForm(page, admin);
  await expect(page).toHaveURL(/\/superadmin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SuperAdmin Profile' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${admin.username}!` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Role')).toHaveValue('SuperAdmin');
});

test('a User who opens /superadmin/profile is sent to /user/profile', async ({ page }) => {
  const user = await createVerifiedUser('acctuser');
  await signIn(page, user, '/superadmin/profile');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to SuperAdmin Profile' })).toHaveCount(0);
});

test('a session the server no longer accepts ends with the 401 message on /account', async ({
  page,
}) => {
  const user = await createVerifiedUser('acctexp');
  const reply = await signIn(page, user, '/');
  // Revoke the stored token behind the browser's back (as an expiry or another device would).
  await api('POST', `/users/${tenantId}/logout`, { token: reply.token });
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('alert')).toHaveText('Unauthorized access. Please log in again.');
  expect(await storedToken(page)).toBeNull();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }),
  ).toBeVisible();
});
