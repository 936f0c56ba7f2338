/** @jest-environment node */
import { RenderCache, type CachedPage } from './render-cache';

const page = (body: string): CachedPage => ({ status: 200, body, cacheable: true });

describe('RenderCache', () => {
  it('keeps a page until clear(), then renders it anew', async () => {
    const cache = new RenderCache(60_000);
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect((await cache.get('/blog', render)).body).toBe('render 1');
    expect((await cache.get('/blog', render)).body).toBe('render 1');
    cache.clear();
    expect((await cache.get('/blog', render)).body).toBe('render 2');
  });

  it('neither keeps nor shares a render that began before clear()', async () => {
    const cache = new RenderCache(60_000);
    let finishOld: (page: CachedPage) => void = () => undefined;
    const old = cache.get('/blog', () => new Promise<CachedPage>((r) => (finishOld = r)));
    cache.clear();
    // A request after the change does not wait for the render of the old content.
    const fresh = cache.get('/blog', async () => page('new'));
    finishOld(page('old'));
    expect((await old).body).toBe('old');
    expect((await fresh).body).toBe('new');
    expect((await cache.get('/blog', async () => page('third'))).body).toBe('new');
  });
});
