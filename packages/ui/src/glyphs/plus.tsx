import type { Glyph } from './glyph';

export const plus: Glyph = () => (
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </>
);
