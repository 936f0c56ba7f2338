import type { Glyph } from './glyph';

export const heart: Glyph = () => (
  <path d="M12 20s-7.5-4.5-9.2-9.2A4.6 4.6 0 0 1 12 7.6a4.6 4.6 0 0 1 9.2 3.2C19.5 15.5 12 20 12 20z" />
);
