import type { Glyph } from './glyph';

export const browser: Glyph = () => (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M6.5 6.5h.01M9 6.5h.01" />
  </>
);
