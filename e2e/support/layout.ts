// Layout measurements of a loaded page: layout shift (CLS), card rows whose headings do not line
// up, elements wider than the viewport, and prices that wrap. Each runs on the page as it is, so
// a spec loads a route once and asks everything of that one load.
import type { Page } from '@playwright/test';

interface ShiftWindow {
  __cls: number;
  __shifts: string[];
}

/** Sums every layout shift not caused by input from the first paint on. Call before `goto`. */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = (entry.sources ?? [])
          .map(({ node }) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
              : (node?.nodeName ?? '?'),
          )
          .join(', ');
        w.__shifts.push(`${entry.value.toFixed(4)} (${moved})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far, and what moved. */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

/** Waits until the page is hydrated, idle on the network and its web fonts are in. */
export async function settle(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames, so a shift caused by the last change is reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export interface LayoutProblems {
  /** Card grids with a row whose headings' tops differ by more than the tolerance. */
  misalignedRows: string[];
  /** Elements reaching past the viewport's right or left edge (and so a sideways scroll). */
  overflowing: string[];
  /** Price texts laid out on more than one line. */
  wrappedPrices: string[];
}

/**
 * Looks at the page as laid out now. A card grid is an element laid out as a grid whose
 * children (two or more, all the same tag) each hold a heading; its rows are the children that
 * share a top edge. A price is a short text that starts with a dollar amount ("$63/month over
 * 24 months", "starting at $5,000").
 */
export async function layoutProblems(page: Page, tolerancePx = 2): Promise<LayoutProblems> {
  return page.evaluate((tolerance) => {
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label');
      const heading = element
        .closest('section')
        ?.querySelector('h2')
        ?.textContent?.trim()
        .slice(0, 40);
      const tag = element.tagName.toLowerCase();
      return label ? `${tag}[aria-label="${label}"]` : `${tag} in section "${heading ?? '?'}"`;
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };

    const misalignedRows: string[] = [];
    for (const grid of document.querySelectorAll('main *')) {
      if (!getComputedStyle(grid).display.endsWith('grid')) continue;
      const items = [...grid.children].filter(visible);
      if (items.length < 2 || new Set(items.map((item) => item.tagName)).size > 1) continue;
      const headings = items.map((item) => item.querySelector('h2, h3, h4, h5, h6'));
      if (headings.some((heading) => !heading)) continue;
      const rows = new Map<number, Element[]>();
      items.forEach((item, index) => {
        const top = Math.round(item.getBoundingClientRect().top);
        const row = [...rows.keys()].find((key) => Math.abs(key - top) <= tolerance) ?? top;
        rows.set(row, [...(rows.get(row) ?? []), headings[index]!]);
      });
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const tops = row.map((heading) => heading.getBoundingClientRect().top);
        const spread = Math.max(...tops) - Math.min(...tops);
        if (spread > tolerance) {
          misalignedRows.push(
            `${describe(grid)}: headings ${row.map((heading) => `"${heading.textContent?.trim()}"`).join(', ')} differ by ${spread.toFixed(1)} px`,
          );
        }
      }
    }

    const overflowing: string[] = [];
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) =>
      /auto|scroll|hidden|clip/.test(getComputedStyle(element).overflowX);
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element) || element.closest('.visually-hidden')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      let ancestor = element.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (clipsSideways(ancestor)) clipped = true;
        ancestor = ancestor.parentElement;
      }
      if (clipped || getComputedStyle(element).position === 'fixed') continue;
      overflowing.push(
        `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${element.textContent?.trim().slice(0, 40)}" spans ${Math.round(rect.left)}..${Math.round(rect.right)} px of ${width}`,
      );
    }
    if (document.documentElement.scrollWidth > width + 1 && overflowing.length === 0)
      overflowing.push(`the document is ${document.documentElement.scrollWidth} px wide`);

    const wrappedPrices: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    const price = /^(starting at |from )?\$\d[\d,]*(\.\d+)?(\/\w+)?/i;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text.length > 60 || !price.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) wrappedPrices.push(`"${text}" takes ${lines.size} lines`);
    }

    return { misalignedRows, overflowing: overflowing.slice(0, 8), wrappedPrices };
  }, tolerancePx);
}
