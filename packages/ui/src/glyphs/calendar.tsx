import type { Glyph } from './glyph';

export const calendar: Glyph = () => (
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" />
  </>
);
