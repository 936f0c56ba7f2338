import type { Glyph } from './glyph';

export const compass: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>
);
