import type { Glyph } from './glyph';

export const clock: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>
);
