import type { Glyph } from './glyph';

export const pen: Glyph = () => (
  <path d="M4 20l1-4.2L16.3 4.5a2 2 0 0 1 2.9 0l.3.3a2 2 0 0 1 0 2.9L8.2 19zM14.5 6.5l3 3" />
);
