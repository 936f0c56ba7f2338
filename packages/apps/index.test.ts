import { apps, declaredPaths, ownerOf, remoteApps } from './index';

const owner = (path: string) => ownerOf(path)?.name ?? null;

describe('the apps manifest', () => {
  it('names each app once, on its own port, with the shell first', () => {
    expect(apps[0]?.name).toBe('shell');
    expect(new Set(apps.map((app) => app.name)).size).toBe(apps.length);
    expect(new Set(apps.map((app) => app.port)).size).toBe(apps.length);
    for (const app of apps) expect(app.name).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('gives every remote a label and prefixes no other remote also claims', () => {
    const claimed = remoteApps.flatMap((app) => app.prefixes);
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const app of remoteApps) expect(app.label).toBeTruthy();
  });
});

describe('ownerOf', () => {
  it("matches '/' exactly and every other prefix with what lies below it", () => {
    expect(owner('/')).toBe('marketing');
    expect(owner('/services/web-development')).toBe('marketing');
    expect(owner('/tech&tranquility/what-is-seo')).toBe('blog');
    expect(owner('/user/profile')).toBe('account');
  });

  it('gives a path to the longest prefix that matches it', () => {
    expect(owner('/superadmin/profile')).toBe('account');
    expect(owner('/superadmin/content-library/blog-management')).toBe('admin_content');
  });

  it('reads encoded paths and ignores a trailing slash', () => {
    expect(owner('/tech%26tranquility/')).toBe('blog');
    expect(owner('/%E0%A4%A')).toBeNull();
  });

  it('owns nothing else: a prefix is a whole path segment', () => {
    expect(owner('/aboutus')).toBeNull();
    expect(owner('/superadmin')).toBeNull();
    expect(owner('/nowhere')).toBeNull();
  });
});

describe('declaredPaths', () => {
  it('lists every path of a route tree, nested ones joined to their parents', () => {
    const routes = [
      { path: '/', children: [{ path: 'about' }, { index: true }] },
      { children: [{ path: '/blog/:postId' }, { path: '/blog/*' }] },
      { path: '/account/', children: [{ path: 'settings', children: [{ path: 'email' }] }] },
    ];
    expect(declaredPaths(routes)).toEqual([
      '/',
      '/about',
      '/blog/:postId',
      '/blog/*',
      '/account/',
      '/account/settings',
      '/account/settings/email',
    ]);
  });
});
