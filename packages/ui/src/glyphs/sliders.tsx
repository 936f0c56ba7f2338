import type { Glyph } from './glyph';

export const sliders: Glyph = () => (
  <>
    <path d="M6 3v18M12 3v18M18 3v18" />
    <circle cx="6" cy="8" r="2.2" />
    <circle cx="12" cy="15" r="2.2" />
    <circle cx="18" cy="10" r="2.2" />
  </>
);
