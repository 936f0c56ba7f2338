import type { Glyph } from './glyph';

export const layout: Glyph = () => (
  <path d="M3 4h18v5H3zM3 12h8v8H3zM14 12h7v3h-7zM14 18h7v2h-7z" />
);
