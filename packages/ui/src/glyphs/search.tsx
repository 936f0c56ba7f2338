import type { Glyph } from './glyph';

export const search: Glyph = () => (
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L21 21" />
  </>
);
