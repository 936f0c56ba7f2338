import type { Glyph } from './glyph';

export const conversation: Glyph = () => (
  <path d="M4 5h11v8H9l-3.5 3V13H4zM15 9h5v8h-1.5v3L15 17h-4v-2" />
);
