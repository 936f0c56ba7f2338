import type { Glyph } from './glyph';

export const wrench: Glyph = () => (
  <path d="M14.5 6.5a4.5 4.5 0 0 0 5.6 5.6l-8.6 8.6a2.1 2.1 0 0 1-3-3l8.6-8.6zM14.5 6.5A4.5 4.5 0 0 1 19 3.3l-2.6 2.6.6 2.4 2.4.6 2.6-2.6a4.5 4.5 0 0 1-3.9 5.8" />
);
