// Test fixtures that talk to the real api directly: accounts, mail from the outbox, posts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { admin, apiBase, brandName, outboxDir, siteUrl, tenantId } from './env';

export interface TestUser {
  username: string;
  password: string;
  email: string;
}

export interface LoginReply {
  token: string;
  role: 'User' | 'SuperAdmin';
  username: string;
  email: string;
  id?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
  /** Extra header fields (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
  file: string;
}

/** A call to the api with the tenant header (and a bearer token when given). */
export async function api<T = unknown>(
  method: string,
  apiPath: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'x-tenant-id': tenantId };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${apiBase}${apiPath}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A fresh, unique user (not yet registered). */
export function newUser(label = 'user'): TestUser {
  const id = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id, password: `Pw-${id}-secure!`, email: `${id}@example.test` };
}

/** Every mail in the api's outbox folder to `to` so far, newest first (with its creation time
 * in ms, 0 when the mail has none); a file still being written is left for the next call. */
export async function mailsTo(to: string): Promise<(Mail & { at: number })[]> {
  let names: string[] = [];
  try {
    names = (await readdir(outboxDir))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
  } catch {
    return []; // no mail yet
  }
  const mails: (Mail & { at: number })[] = [];
  for (const name of names) {
    const file = path.join(outboxDir, name);
    let mail: Omit<Mail, 'file'> & { createdAt?: string };
    try {
      mail = JSON.parse(await readFile(file, 'utf8')) as typeof mail;
    } catch {
      continue; // the api is still writing it
    }
    const recipients = Array.isArray(mail.to) ? mail.to.join(',') : String(mail.to);
    if (recipients.includes(to))
      mails.push({ ...mail, file, at: mail.createdAt ? Date.parse(mail.createdAt) : 0 });
  }
  return mails;
}

/** The newest mail sent to `to` (optionally after `since` ms), waiting for it to arrive. */
export async function latestMail(
  to: string,
  options: { since?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mail = (await mailsTo(to)).find(({ at }) => !options.since || at >= options.since);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail that starts with the site's `pathname`. */
export function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.find((candidate) => candidate.startsWith(`${siteUrl}${pathname}`));
  if (!link)
    throw new Error(`No ${pathname} link in mail "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

export async function register(user: TestUser): Promise<void> {
  const reply = await api('POST', `/users/${tenantId}/register`, {
    body: { ...user, tenant: brandName },
  });
  if (reply.status !== 200)
    throw new Error(`register ${reply.status}: ${JSON.stringify(reply.body)}`);
}

/** Registers a user and verifies the address through the mailed link's token. */
export async function createVerifiedUser(label = 'user'): Promise<TestUser> {
  const user = newUser(label);
  await register(user);
  const link = new URL(linkTo(await latestMail(user.email), '/verify'));
  const token = link.searchParams.get('token');
  const reply = await api(
    'GET',
    `/users/${tenantId}/verify-email/${encodeURIComponent(token ?? '')}`,
  );
  if (reply.status !== 200)
    throw new Error(`verify ${reply.status}: ${JSON.stringify(reply.body)}`);
  return user;
}

export async function login(user: Pick<TestUser, 'username' | 'password'>): Promise<LoginReply> {
  const reply = await api<LoginReply>('POST', `/users/${tenantId}/login`, {
    body: { username: user.username, password: user.password, email: '', tenant: brandName },
  });
  if (reply.status !== 200) throw new Error(`login ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const adminLogin = () => login(admin);

/** Stores a login reply in the current origin's localStorage under the keys the site reads
 * (`token`, `user`: packages/shared-state/src/session/storage.ts). */
export async function storeSession(page: Page, reply: LoginReply): Promise<void> {
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: session.id,
        username: session.username,
        email: session.email,
        role: session.role,
      }),
    );
  }, reply);
}

/** Puts a real session in the browser's storage (as the login screen does) and opens `path`. */
export async function signIn(
  page: Page,
  user: Pick<TestUser, 'username' | 'password'>,
  openPath = '/',
): Promise<LoginReply> {
  const reply = await login(user);
  await page.goto('/nowhere-blank-for-sign-in');
  await storeSession(page, reply);
  await page.goto(openPath);
  return reply;
}

export interface PostInput {
  title: string;
  content: string;
  status?: 'Draft' | 'Published' | 'Scheduled';
  /** With status Scheduled: when it goes live (ISO, in the future). */
  publishAt?: string;
  /** With status Published or Scheduled: when it goes back to Draft (ISO, in the future). */
  unpublishAt?: string;
  tags?: string[];
}

export interface PostReply {
  _id: string;
  slug: string;
  title: string;
  publishStatus: string;
}

/** Creates a post as the SuperAdmin. */
export async function createPost(token: string, input: PostInput): Promise<PostReply> {
  const reply = await api<PostReply>('POST', `/posts/${tenantId}`, {
    token,
    body: {
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
      status: 'Draft',
      tags: [],
      ...input,
    },
  });
  if (reply.status !== 201)
    throw new Error(`create post ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function deletePost(token: string, id: string): Promise<void> {
  await api('DELETE', `/posts/${tenantId}/${id}`, { token });
}

/**
 * A published post of one test's own for the length of `run`, deleted afterwards whatever the
 * test's outcome.
 */
export async function withPublishedPost<T>(
  token: string,
  input: Omit<PostInput, 'status' | 'publishAt'>,
  run: (post: PostReply) => Promise<T>,
): Promise<T> {
  const post = await createPost(token, { ...input, status: 'Published' });
  try {
    return await run(post);
  } finally {
    await deletePost(token, post._id);
  }
}

/** For a describe block: signs the SuperAdmin in before its tests and deletes, after them, every
 * post they made through `create`. `token()` is the SuperAdmin's token once signed in. */
export function postsOfSuite() {
  let token = '';
  const created: string[] = [];
  test.beforeAll(async () => {
    token = (await adminLogin()).token;
  });
  test.afterAll(async () => {
    for (const id of created) await deletePost(token, id);
  });
  return {
    token: () => token,
    async create(input: PostInput): Promise<PostReply> {
      const post = await createPost(token, input);
      created.push(post._id);
      return post;
    },
  };
}
