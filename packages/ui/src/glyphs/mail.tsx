import type { Glyph } from './glyph';

export const mail: Glyph = () => (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </>
);
