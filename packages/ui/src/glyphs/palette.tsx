import type { Glyph } from './glyph';

export const palette: Glyph = () => (
  <>
    <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2 0-.8-.5-1.3-.5-2 0-1.1.9-2 2-2H18a3 3 0 0 0 3-3c0-5-4-9-9-9z" />
    <circle cx="7.5" cy="11" r="1.2" />
    <circle cx="10.5" cy="7" r="1.2" />
    <circle cx="15.5" cy="8" r="1.2" />
  </>
);
