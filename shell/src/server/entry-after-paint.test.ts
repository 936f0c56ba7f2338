import { createHash } from 'node:crypto';
import { addAfterPaintTags, AFTER_PAINT_ELEMENT_ID } from '../boot/first-paint';
import { entryAfterPaint } from './entry-after-paint';

const HEAD =
  '<head><meta charset="utf-8"><script defer src=/main.abc123.js></script><link rel=icon href=x>';

describe('the entry run after the first paint', () => {
  it('takes the deferred entry out of the head, quoted or not: nothing of it is fetched before the paint', () => {
    for (const head of [HEAD, HEAD.replace('src=/main.abc123.js', 'src="/main.abc123.js"')]) {
      const result = entryAfterPaint(head)!;
      expect(result.head).toBe('<head><meta charset="utf-8"><link rel=icon href=x>');
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

  it('starts the fetch of the after-paint preloads with the entry', () => {
    document.head.replaceChildren();
    document.body.innerHTML = `<template id="${AFTER_PAINT_ELEMENT_ID}"><link rel="preload" as="script" href="http://blog.test/remoteEntry.js"></template>`;
    const { script } = entryAfterPaint(HEAD)!;
    new Function(script.replace(/^<script>/, '').replace(/<\/script>$/, ''))();
    expect(
      [...document.head.children].map(
        (element) => element.getAttribute('src') ?? element.getAttribute('href'),
      ),
    ).toEqual(['/main.abc123.js', 'http://blog.test/remoteEntry.js']);
    // Moved, not copied: the entry's own call finds nothing left to add.
    addAfterPaintTags();
    expect(document.head.children).toHaveLength(2);
  });
});
