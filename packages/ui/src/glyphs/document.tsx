import type { Glyph } from './glyph';

export const document: Glyph = () => (
  <>
    <path d="M6 2.5h8l4 4V21a.5.5 0 0 1-.5.5h-11A.5.5 0 0 1 6 21z" />
    <path d="M14 2.5v4h4M9 11h6M9 14.5h6M9 18h4" />
  </>
);
