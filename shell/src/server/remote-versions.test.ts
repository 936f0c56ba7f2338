/** @jest-environment node */
import { bucketOf, inRollout, parseCookies, RemoteVersions, signPreview } from './remote-versions';
import { renameContainer } from './server-remotes';

const rollout = { version: 'v2', percent: 10, since: '2026-11-28T10:00:00.000Z', previous: 'v1' };

function versions(random = () => 0.5) {
  const chooser = new RemoteVersions({
    urls: { blog: 'http://blog.test/mf-manifest.json', marketing: 'http://m.test/current.json' },
    secret: 'secret',
    isRecorded: async (_name, build) => build.version !== 'unknown',
    random,
  });
  chooser.setState('blog', { version: 'v1', rollout });
  chooser.setState('marketing', { version: 'm1' });
  return chooser;
}

describe('the rollout bucket', () => {
  it('reads a kept bucket and refuses anything else', () => {
    expect(parseCookies('a=1; mf_bucket=42;b=x=y').get('mf_bucket')).toBe('42');
    expect(parseCookies('a=1; b=x=y').get('b')).toBe('x=y');
    expect(bucketOf('0')).toBe(0);
    expect(bucketOf('9999')).toBe(9999);
    for (const value of [undefined, '', '10000', '-1', '1.5', 'abc'])
      expect(bucketOf(value)).toBeUndefined();
  });

  it('puts buckets below percent × 100 in the rollout', () => {
    expect(inRollout(999, 10)).toBe(true);
    expect(inRollout(1000, 10)).toBe(false);
    expect(inRollout(4999, 50)).toBe(true);
    expect(inRollout(5000, 50)).toBe(false);
  });

  it('draws a bucket for a new visitor only, and the same bucket always gets the same versions', async () => {
    const chooser = versions(() => 0.05);
    const first = await chooser.choose(undefined);
    expect(first.bucket).toEqual({ value: 500, isNew: true });
    expect(first.versions).toEqual({
      blog: { version: 'v2', why: 'rollout' },
      marketing: { version: 'm1', why: 'live' },
    });
    expect(first.builds.blog?.manifest).toBe('http://blog.test/versions/v2/mf-manifest.json');
    expect(first.key).toBe('blog@v2');
    for (let visit = 0; visit < 3; visit += 1) {
      const again = await chooser.choose('mf_bucket=500');
      expect(again.bucket).toEqual({ value: 500, isNew: false });
      expect(again.key).toBe('blog@v2');
    }
    const other = await chooser.choose('mf_bucket=7000');
    expect(other.versions.blog).toEqual({ version: 'v1', why: 'live' });
    expect(other.builds).toEqual({});
    expect(other.key).toBe('');
  });
});

describe('the versions of one request', () => {
  const exp = () => Math.floor(Date.now() / 1000) + 60;

  it('prefers a verified preview over the rollout, per remote, and keys the cache apart', async () => {
    const chooser = versions();
    const cookie = `mf_preview_marketing=${signPreview('secret', { remote: 'marketing', version: 'm0', exp: exp() })}; mf_bucket=1`;
    const choice = await chooser.choose(cookie);
    expect(choice.versions).toEqual({
      blog: { version: 'v2', why: 'rollout' },
      marketing: { version: 'm0', why: 'preview' },
    });
    expect(choice.previews).toEqual([{ remote: 'marketing', version: 'm0' }]);
    expect(choice.key).toBe('blog@v2,marketing@m0,preview:marketing@m0');
  });

  it('previews the live version without another build, still keyed apart (its page embeds its versions)', async () => {
    const chooser = versions();
    const cookie = `mf_preview_marketing=${signPreview('secret', { remote: 'marketing', version: 'm1', exp: exp() })}; mf_bucket=9000`;
    const choice = await chooser.choose(cookie);
    expect(choice.builds).toEqual({});
    expect(choice.key).toBe('preview:marketing@m1');
  });

  it('ignores a preview of a version the target never recorded', async () => {
    const chooser = versions();
    const cookie = `mf_preview_marketing=${signPreview('secret', { remote: 'marketing', version: 'unknown', exp: exp() })}`;
    const choice = await chooser.choose(cookie);
    expect(choice.previews).toEqual([]);
    expect(choice.refused).toEqual([{ remote: 'marketing', reason: 'invalid' }]);
  });
});

describe('renameContainer', () => {
  const source =
    'function getBuilderId() { return  true ? "blog:0.1.0" : 0; }\n/******/ initOptions: {"name":"blog","remotes":[]},';

  it('gives a second build of a remote its own name and build id', () => {
    expect(renameContainer(source, 'blog', 'blog__v2')).toBe(
      'function getBuilderId() { return  true ? "blog__v2:0.1.0" : 0; }\n/******/ initOptions: {"name":"blog__v2","remotes":[]},',
    );
  });

  it('refuses a container that does not name itself as expected', () => {
    expect(() => renameContainer('module.exports = {};', 'blog', 'blog__v2')).toThrow(
      'The blog build cannot be loaded beside the live one: its server container does not name itself as this render server expects.',
    );
  });
});
