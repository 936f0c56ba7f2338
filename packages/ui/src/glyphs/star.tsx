import type { Glyph } from './glyph';

export const star: Glyph = () => (
  <path d="M12 3l2.8 5.9 6.2.7-4.6 4.3 1.3 6.1L12 17l-5.7 3 1.3-6.1L3 9.6l6.2-.7z" />
);
