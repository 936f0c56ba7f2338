import type { Glyph } from './glyph';

export const monitor: Glyph = () => (
  <>
    <rect x="2" y="4" width="20" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>
);
