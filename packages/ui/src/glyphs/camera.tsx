import type { Glyph } from './glyph';

export const camera: Glyph = () => (
  <>
    <path d="M3 8.5A1.5 1.5 0 0 1 4.5 7h3l1.5-2.5h6L16.5 7h3A1.5 1.5 0 0 1 21 8.5V18a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18z" />
    <circle cx="12" cy="13" r="3.5" />
  </>
);
