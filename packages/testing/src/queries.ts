import { within } from '@testing-library/react';

/** The texts of the headings of one level inside `container`, in page order: the titles of a
 * list of cards, to compare with the list a page must show. */
export function headingTexts(container: HTMLElement, level = 3): string[] {
  return within(container)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent ?? '');
}
