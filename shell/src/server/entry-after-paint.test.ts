import { createHash } from 'node:crypto';
import { entryAfterPaint } from './entry-after-paint';

const HEAD =
  '<head><meta charset="utf-8"><script defer src=/main.abc123.js></script><link rel=icon href=x>';

describe('the entry run after the first paint', () => {
  it('preloads the entry in place of its deferred script, quoted or not', () => {
    for (const head of [HEAD, HEAD.replace('src=/main.abc123.js', 'src="/main.abc123.js"')]) {
      const result = entryAfterPaint(head)!;
      expect(result.head).toBe(
        '<head><meta charset="utf-8"><link rel="preload" as="script" href="/main.abc123.js"><link rel=icon href=x>',
      );
      expect(result.script).toContain('"/main.abc123.js"');
    }
  });

  it('states the hash of exactly the inline script it adds', () => {
    const { script, hash } = entryAfterPaint(HEAD)!;
    const source = script.replace(/^<script>/, '').replace(/<\/script>$/, '');
    expect(hash).toBe(`sha256-${createHash('sha256').update(source).digest('base64')}`);
  });

  it('leaves a template without a deferred entry alone', () => {
    expect(entryAfterPaint('<head><title>x</title>')).toBeNull();
  });

  it('starts the entry at once where the browser reports no paint, and only once', () => {
    const { script } = entryAfterPaint(HEAD)!;
    const source = script.replace(/^<script>/, '').replace(/<\/script>$/, '');
    // jsdom has no paint timing: the script goes in at once.
    new Function(source)();
    document.dispatchEvent(new Event('visibilitychange'));
    const added = [...document.head.querySelectorAll('script')];
    expect(added.map((element) => element.getAttribute('src'))).toEqual(['/main.abc123.js']);
  });
});
