// The version overlay: what each remote's label says (server and browser versions, a warning
// when they differ), drawn over the parts of the page the remotes mounted, and nothing at all
// for whom the render server refuses.
import { http, HttpResponse } from 'msw';
import { server } from '@agency/testing';
import type { MfInfo, RemoteVersionInfo } from '../remotes/request-versions';
import { serializePayload, SSR_STATE_ELEMENT_ID } from '../boot/ssr-state';
import { remoteForPath } from '../remotes/remote-registry';
import { browserVersion, describeRemote, drawOverlay, hideMfInfo, showMfInfo } from './overlay';

const shell = (token: string | null = null) => ({ token: () => token, remoteFor: remoteForPath });
const live: RemoteVersionInfo = {
  version: '66821a60981d',
  why: 'live',
  state: 'live',
  uploadedAt: '2026-11-28T09:00:00.000Z',
  commit: '1a2b3c4',
};

describe('a remote’s label', () => {
  it('names the version, where it stands, its deploy time, commit and both sides’ versions', () => {
    expect(describeRemote('blog', live, '66821a60981d')).toEqual({
      remote: 'blog',
      title: 'blog 66821a60981d',
      details: [
        'Live for every visitor',
        'Deployed 2026-11-28T09:00:00.000Z',
        'Commit 1a2b3c4',
        'Server 66821a60981d · browser 66821a60981d',
      ],
      warning: null,
    });
  });

  it.each([
    [
      { version: 'b2', why: 'rollout', state: 'rollout', percent: 10 },
      "In a rollout to 10% of visitors (this browser's share)",
    ],
    [{ version: 'b2', why: 'preview', state: 'staged' }, 'Previewed: staged, not live'],
    [{ version: 'b2', why: 'preview', state: 'live' }, 'Previewed: the live build'],
    [{ version: 'b2', why: 'preview', state: 'rollout' }, 'Previewed: the build in a rollout'],
  ] as [RemoteVersionInfo, string][])('says where a %j build stands', (info, says) => {
    expect(describeRemote('blog', info, 'b2').details).toEqual([says, 'Server b2 · browser b2']);
  });

  it('warns, in words, when the browser runs another build than the server rendered', () => {
    expect(describeRemote('blog', live, '1982706d1c12').warning).toBe(
      'Warning: the server rendered blog 66821a60981d, but this browser runs 1982706d1c12.',
    );
  });

  it('says unversioned for a remote served without deploys, and does not warn', () => {
    const label = describeRemote('blog', { version: null, why: 'live', state: 'live' }, null);
    expect(label.title).toBe('blog unversioned');
    expect(label.details).toContain('Server unversioned · browser unversioned');
    expect(label.warning).toBeNull();
  });
});

describe('the browser’s version', () => {
  it('is the build its manifest URL names, or the one its origin’s pointer names', async () => {
    expect(await browserVersion('http://b.test/versions/1982706d1c12/mf-manifest.json')).toBe(
      '1982706d1c12',
    );
    server.use(
      http.get('http://b.test/current.json', () => HttpResponse.json({ version: '66821a60981d' })),
      http.get('http://plain.test/current.json', () => new HttpResponse(null, { status: 404 })),
    );
    expect(await browserVersion('http://b.test/mf-manifest.json')).toBe('66821a60981d');
    expect(await browserVersion('http://plain.test/mf-manifest.json')).toBeNull();
  });
});

/** A blog page as the layout draws it: the blog's routes in the content island. */
function page() {
  window.history.replaceState(null, '', '/tech&tranquility');
  document.body.innerHTML = `<div id="root"><div data-island="header"><header>Site</header></div>
    <main><div data-island="content" style="display:contents"><h1>Tech &amp; Tranquility</h1></div></main></div>`;
}

describe('the overlay', () => {
  afterEach(() => {
    hideMfInfo();
    window.history.replaceState(null, '', '/');
  });

  it('outlines nothing on a page no remote renders', () => {
    page();
    window.history.replaceState(null, '', '/no-remote-owns-this/');
    expect(
      drawOverlay(
        document,
        [describeRemote('blog', live, live.version)],
        remoteForPath,
      ).querySelectorAll('[role="note"]'),
    ).toHaveLength(0);
  });

  it('labels each remote’s part of the page, its warning readable as text', () => {
    page();
    const overlay = drawOverlay(
      document,
      [
        describeRemote('blog', live, '1982706d1c12'),
        describeRemote('marketing', live, live.version), // not on this page: no label
      ],
      remoteForPath,
    );
    expect(overlay.getAttribute('aria-label')).toBe('Versions of this page');
    const notes = overlay.querySelectorAll('[role="note"]');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toBe(
      'blog 66821a60981dLive for every visitorDeployed 2026-11-28T09:00:00.000ZCommit 1a2b3c4Server 66821a60981d · browser 1982706d1c12⚠ Warning: the server rendered blog 66821a60981d, but this browser runs 1982706d1c12.',
    );
  });

  it('is drawn for the SuperAdmin with the server’s answer and the browser’s manifest, the token sent', async () => {
    page();
    // The runtime the page was served with names the build the browser loads the blog from.
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = SSR_STATE_ELEMENT_ID;
    payload.textContent = serializePayload({
      runtime: {
        remotes: { blog: 'http://b.test/versions/66821a60981d/mf-manifest.json' },
        siteConfig: {},
      },
      state: {},
    });
    document.body.append(payload);
    const sent: (string | null)[] = [];
    const answer: MfInfo = { remotes: { blog: live } };
    server.use(
      http.get('*/_mf-info', ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json(answer);
      }),
    );
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<aside><a href="?mf-info" data-mf-info-toggle="">Show versions</a></aside>',
    );
    const toggle = document.querySelector('a')!;
    expect(await showMfInfo(shell('the-admin-token'))).toBe(true);
    expect(sent).toEqual(['Bearer the-admin-token']);
    const note = document.querySelector('#mf-info-overlay [role="note"]');
    expect(note?.textContent).toContain('Server 66821a60981d · browser 66821a60981d');
    expect(note?.textContent).not.toContain('Warning');
    // The preview bar's link hides it again, without leaving the page.
    expect(toggle.textContent).toBe('Hide versions');
    toggle.click();
    expect(document.getElementById('mf-info-overlay')).toBeNull();
    expect(toggle.textContent).toBe('Show versions');
  });

  it('draws nothing for a visitor the render server refuses', async () => {
    page();
    server.use(
      http.get('*/_mf-info', () => HttpResponse.json({ message: 'refused' }, { status: 403 })),
    );
    expect(await showMfInfo(shell())).toBe(false);
    expect(document.getElementById('mf-info-overlay')).toBeNull();
  });
});
