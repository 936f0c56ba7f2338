import { addAfterPaintTags, AFTER_PAINT_ELEMENT_ID, afterFirstPaint } from './first-paint';

/** A stand-in for the browser's PerformanceObserver that reports a paint when told to. */
class FakePaintObserver {
  static instances: FakePaintObserver[] = [];
  static supportedEntryTypes = ['paint', 'resource'];
  observed: unknown;
  disconnected = false;
  constructor(
    private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports a paint entry of this name, as the browser does. */
  paint(name: 'first-paint' | 'first-contentful-paint') {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

describe('afterFirstPaint', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    FakePaintObserver.instances = [];
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
  });

  it('waits for the first paint of content the browser reports, buffered ones included', async () => {
    let resolved = false;
    const waiting = afterFirstPaint().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    const [observer] = FakePaintObserver.instances;
    expect(observer?.observed).toEqual({ type: 'paint', buffered: true });
    // A first paint without content (the background alone) is not the page yet.
    observer!.paint('first-paint');
    await Promise.resolve();
    expect(resolved).toBe(false);
    observer!.paint('first-contentful-paint');
    await waiting;
    expect(observer!.disconnected).toBe(true);
  });

  it('gives up waiting after a bound, should a visible page never report a paint', async () => {
    let resolved = false;
    const waiting = afterFirstPaint().then(() => (resolved = true));
    jest.advanceTimersByTime(4999);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(FakePaintObserver.instances[0]!.disconnected).toBe(true);
  });

  it('does not wait on a hidden page (a background tab), which paints nothing until shown', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterFirstPaint();
    expect(FakePaintObserver.instances).toEqual([]);
    visibility.mockRestore();
  });

  it('does not wait in a browser without paint timing', async () => {
    FakePaintObserver.supportedEntryTypes = ['resource'];
    await afterFirstPaint();
    expect(FakePaintObserver.instances).toEqual([]);
    FakePaintObserver.supportedEntryTypes = ['paint', 'resource'];
  });
});

describe('addAfterPaintTags', () => {
  it("moves the server's inert preloads into the head, where the browser fetches them", () => {
    document.body.innerHTML = `<template id="${AFTER_PAINT_ELEMENT_ID}"><link rel="preload" as="script" href="http://blog.test/remoteEntry.js"></template>`;
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
    addAfterPaintTags();
    expect(document.head.querySelector('link[rel=preload]')?.getAttribute('href')).toBe(
      'http://blog.test/remoteEntry.js',
    );
  });

  it('does nothing on a page without them', () => {
    document.body.innerHTML = '';
    expect(() => addAfterPaintTags()).not.toThrow();
  });
});
