import type { Glyph } from './glyph';

export const phone: Glyph = () => (
  <>
    <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
    <path d="M11 18h2" />
  </>
);
