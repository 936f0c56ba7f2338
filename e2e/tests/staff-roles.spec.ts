// Staff who are not the owner, on the composed site against the real api: the SuperAdmin invites
// an Author on the Team screen, the Author chooses a password through the mailed link (the
// password-reset page), signs in, writes a draft and finds no Publish anywhere; the api refuses
// the Author's publish with 403; the SuperAdmin publishes the post and is named as its publisher.
import { expect, test } from '@playwright/test';
import { adminLogin, api, deletePost, latestMail, linkTo, signIn } from '../support/api';
import { admin, tenantId } from '../support/env';

const team = '/superadmin/content-library/team';
const blogManagement = '/superadmin/content-library/blog-management';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an invited Author writes a draft, cannot publish it, and the SuperAdmin publishes it', async ({
  page,
  browser,
}) => {
  const username = `author${unique()}`;
  const email = `${username}@example.com`;
  const password = 'Author-Password-7';
  const title = `An Author's first draft ${unique()}`;

  // The SuperAdmin invites the Author.
  await signIn(page, admin, team);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const since = Date.now();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('Author');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();
  const table = page.getByRole('table', { name: 'The staff' });
  await expect(table.getByRole('row').filter({ hasText: username })).toContainText(
    'not signed in yet',
  );

  // The Author chooses a password through the mailed link, then signs in.
  const author = await (await browser.newContext()).newPage();
  const mail = await latestMail(email, { since });
  expect(mail.subject).toBe('You are invited to write for Revline Digital');
  await author.goto(linkTo(mail, '/user/reset-password'));
  await author.getByLabel('New Password', { exact: true }).fill(password);
  await author.getByLabel('Confirm New Password').fill(password);
  await author.getByRole('button', { name: 'Reset Password' }).click();
  await expect(author).toHaveURL(/\/account$/);
  await author.getByLabel('Username').fill(username);
  await author.getByLabel('Password', { exact: true }).fill(password);
  await author.getByRole('button', { name: 'Log in' }).click();
  await expect(author).toHaveURL(/\/superadmin\/content-library$/);

  // A draft, saved; no Publish, no status, no schedule.
  await author.goto(blogManagement);
  await expect(author.getByRole('heading', { name: 'Your posts' })).toBeVisible();
  await author.getByRole('button', { name: 'Create New Post' }).click();
  await author.getByLabel('Post Title').fill(title);
  await expect(author.getByLabel('Post Status')).toHaveCount(0);
  await expect(author.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  await author.getByRole('button', { name: 'Save Draft' }).click();
  await expect(author.getByText('The post was saved.')).toBeVisible();
  const item = author
    .getByRole('listitem')
    .filter({ has: author.getByRole('heading', { name: title }) });
  await expect(item.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
  await expect(item.getByRole('button', { name: /Publish/ })).toHaveCount(0);

  // The api refuses the Author's publish, whatever the screen shows.
  const token = await author.evaluate(() => localStorage.getItem('token') ?? '');
  const { body: mine } = await api<{ _id: string; title: string }[]>('GET', `/posts/${tenantId}`, {
    token,
  });
  const draft = mine.find((post) => post.title === title)!;
  const refused = await api<{ message: string }>(
    'POST',
    `/posts/${tenantId}/${draft._id}/publish`,
    { token },
  );
  expect(refused).toEqual({ status: 403, body: { message: 'Your role (Author) cannot do this.' } });

  // The SuperAdmin publishes it, and is named as its publisher.
  const owner = await adminLogin();
  try {
    const published = await api<{ publishedBy: string; writtenBy: string }>(
      'POST',
      `/posts/${tenantId}/${draft._id}/publish`,
      { token: owner.token },
    );
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ writtenBy: username, publishedBy: admin.username });
    await page.goto(blogManagement);
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(listed).toContainText(`Written by ${username} · Published by ${admin.username}`);
  } finally {
    await deletePost(owner.token, draft._id);
  }
});
