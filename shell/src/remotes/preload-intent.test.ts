// Another remote's code is fetched before the click: on a 65 ms hover, focus or touch of a link
// into it; on a phone when the link is in view (not when saving data); once per remote; never
// the admin remote for a visitor; and, when idle, a hint for the remote most links lead to.
import { HOVER_INTENT_MS, watchLinkIntent } from './preload-intent';

const MARKETING = '/services/web-development';
const ADMIN = '/superadmin/content-library';

let stop: (() => void) | undefined;
let current: ReturnType<typeof watchLinkIntent> | undefined;
let inView: ((entries: { isIntersecting: boolean; target: Element }[]) => void) | undefined;
let idleTasks: (() => void)[] = [];

function page(...hrefs: string[]): HTMLAnchorElement[] {
  document.body.innerHTML = hrefs.map((href) => `<a href="${href}">to ${href}</a>`).join('');
  return [...document.querySelectorAll('a')];
}

function watch(options: { superAdmin?: boolean } = {}) {
  const preload = jest.fn();
  const prefetchEntry = jest.fn();
  const watcher = (current = watchLinkIntent({
    isSuperAdmin: () => options.superAdmin === true,
    preload,
    prefetchEntry,
  }));
  stop = watcher.stop;
  return { preload, prefetchEntry };
}

function hover(link: Element) {
  link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
}

function phone({ saveData }: { saveData: boolean }) {
  window.matchMedia = ((query: string) => ({ matches: query === '(hover: none)' })) as never;
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  window.IntersectionObserver = class {
    constructor(callback: typeof inView) {
      inView = callback;
    }
    observe() {}
    disconnect() {}
  } as never;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/tech&tranquility');
  idleTasks = [];
  window.requestIdleCallback = ((task: () => void) => idleTasks.push(task)) as never;
});
afterEach(() => {
  stop?.();
  jest.useRealTimers();
  inView = undefined;
  delete (window as { matchMedia?: unknown }).matchMedia;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

it(`fetches a remote when the pointer rests ${HOVER_INTENT_MS} ms on a link into it, not on a pass`, () => {
  const [passed, rested] = page('/account', MARKETING);
  const { preload } = watch();

  hover(passed!);
  jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
  passed!.dispatchEvent(
    new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }),
  );
  jest.advanceTimersByTime(100);
  expect(preload).not.toHaveBeenCalled();

  hover(rested!);
  jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
  expect(preload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(preload).toHaveBeenCalledWith('marketing', MARKETING);
});

it('fetches on focus and on touchstart at once, each remote once only', () => {
  const [first, second, account] = page(MARKETING, '/about', '/account');
  const { preload } = watch();
  first!.focus();
  second!.focus();
  hover(second!);
  jest.advanceTimersByTime(HOVER_INTENT_MS);
  account!.dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(preload.mock.calls).toEqual([
    ['marketing', MARKETING],
    ['account', '/account'],
  ]);
});

it("never fetches the page's own remote or another origin", () => {
  const [own, other] = page('/tech&tranquility/what-is-seo', 'https://elsewhere.test/about');
  const { preload } = watch();
  own!.focus();
  other!.focus();
  expect(preload).not.toHaveBeenCalled();
});

it('never fetches the admin remote for a visitor; does for the SuperAdmin', () => {
  const [admin] = page(ADMIN);
  const visitor = watch();
  admin!.focus();
  hover(admin!);
  jest.advanceTimersByTime(HOVER_INTENT_MS);
  idleTasks.forEach((task) => task());
  expect(visitor.preload).not.toHaveBeenCalled();
  expect(visitor.prefetchEntry).not.toHaveBeenCalled();
  stop?.();
  admin!.blur();

  const superAdmin = watch({ superAdmin: true });
  admin!.focus();
  expect(superAdmin.preload).toHaveBeenCalledWith('admin_content', ADMIN);
});

it('on a phone fetches a link in view, unless the visitor saves data', () => {
  phone({ saveData: true });
  const [link] = page(MARKETING);
  const saving = watch();
  inView!([{ isIntersecting: true, target: link! }]);
  idleTasks.forEach((task) => task());
  expect(saving.preload).not.toHaveBeenCalled();
  expect(saving.prefetchEntry).not.toHaveBeenCalled();
  stop?.();

  phone({ saveData: false });
  const normal = watch();
  inView!([{ isIntersecting: false, target: link! }]);
  expect(normal.preload).not.toHaveBeenCalled();
  inView!([{ isIntersecting: true, target: link! }]);
  expect(normal.preload).toHaveBeenCalledWith('marketing', MARKETING);
});

it("hints, when idle, the remote most of the page's links lead to", () => {
  page('/account', MARKETING, '/about', '/portfolio', ADMIN);
  const { prefetchEntry, preload } = watch();
  expect(prefetchEntry).not.toHaveBeenCalled();
  idleTasks.forEach((task) => task());
  expect(prefetchEntry.mock.calls).toEqual([['marketing']]);
  expect(preload).not.toHaveBeenCalled();
});

it('handles the event that loaded it: a focus on a link seen before its listeners existed', () => {
  const [link] = page(MARKETING);
  const { preload } = watch();
  current!.take(new FocusEvent('focusin', { bubbles: true }));
  expect(preload).not.toHaveBeenCalled();
  const early = new FocusEvent('focusin', { bubbles: true });
  Object.defineProperty(early, 'target', { value: link });
  current!.take(early);
  expect(preload).toHaveBeenCalledWith('marketing', MARKETING);
});
