import type { Glyph } from './glyph';

export const alert: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9.6" />
    <path d="M12 6.6v6.6M12 16.6v.2" />
  </>
);
