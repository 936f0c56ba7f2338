import type { Glyph } from './glyph';

export const shield: Glyph = () => (
  <path d="M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6zM9 12l2 2 4-4" />
);
