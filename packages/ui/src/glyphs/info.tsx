import type { Glyph } from './glyph';

export const info: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9.6" />
    <path d="M12 10.8v6M12 7.2v.2" />
  </>
);
