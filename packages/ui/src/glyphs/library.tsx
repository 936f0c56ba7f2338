import type { Glyph } from './glyph';

export const library: Glyph = () => (
  <>
    <rect x="3.5" y="4" width="4" height="16" rx="1" />
    <rect x="9.5" y="4" width="4" height="16" rx="1" />
    <path d="M15.6 5.2l3.8-1 4 15.5-3.8 1z" />
  </>
);
