import type { Glyph } from './glyph';

export const pin: Glyph = () => (
  <>
    <path d="M12 21s-7-6-7-11.2a7 7 0 0 1 14 0C19 15 12 21 12 21z" />
    <circle cx="12" cy="9.8" r="2.5" />
  </>
);
