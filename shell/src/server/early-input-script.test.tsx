/** @jest-environment node */
// Every server page starts recording early presses from its head, under its own policy.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { temporaryShellDist } from '../test/shell-dist';
import { buildRenderServer } from './main';

function Contact() {
  return (
    <main>
      <h1>Contact</h1>
      <button type="button">More</button>
      <form aria-label="Contact">
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

const marketingRoutes: RouteObject[] = [{ path: '/contact', element: <Contact /> }];
const MARKETING_ENTRY = 'http://marketing.test/server/remoteEntry.js';

const dist = temporaryShellDist(
  '<!doctype html><html><head><meta charset="utf-8" /><title>Site</title></head><body><div id="root"></div></body></html>',
);
let app: FastifyInstance;

beforeEach(async () => {
  remoteModules.clear();
  remoteModules.set('marketing/routes', async () => ({ default: marketingRoutes }));
  server.use(
    http.get(MARKETING_ENTRY, () => HttpResponse.text('/* marketing container */')),
    // A plain copy of the build, not deployed by the command: no deploy record to check against.
    http.get('http://marketing.test/deploy.json', () => new HttpResponse(null, { status: 404 })),
  );
  app = await buildRenderServer({
    distDir: dist(),
    runtime: { remotes: {}, serverRemotes: { marketing: MARKETING_ENTRY }, siteConfig: {} },
    remoteOptions: { loadTimeoutMs: 300, revalidateMs: 60_000 },
    contentPollMs: 0,
  });
});
afterEach(async () => app.close());

async function contactPage() {
  const reply = await app.inject({ method: 'GET', url: '/contact' });
  expect(reply.statusCode).toBe(200);
  return { html: reply.body, csp: String(reply.headers['content-security-policy']) };
}

describe('the early-input recorder in the server page', () => {
  it('is the first script of the head, allowed by its hash in the page policy', async () => {
    const { html, csp } = await contactPage();
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const first = scripts[0]!;
    expect(first[1]).toBe('');
    const hash = createHash('sha256').update(first[2]!).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('stands alone: run in the page, it keeps a press and holds back an early form', async () => {
    const { html } = await contactPage();
    const { window } = new JSDOM(html, { runScripts: 'dangerously' });
    const { document } = window;
    const more = document.querySelector('button[type=button]') as HTMLButtonElement;
    more.click();
    const sent = (document.querySelector('form') as HTMLFormElement).dispatchEvent(
      new window.Event('submit', { bubbles: true, cancelable: true }),
    );
    expect(sent).toBe(false);
    expect(more.getAttribute('aria-busy')).toBe('true');
    expect((window as unknown as Window).__earlyInput?.presses).toHaveLength(2);
    window.close();
  });
});
