import type { Glyph } from './glyph';

export const gauge: Glyph = () => (
  <>
    <path d="M3.5 17a8.5 8.5 0 1 1 17 0" />
    <path d="M12 17l4.5-6M6.5 12.5h.01M8.5 9h.01M12 7.8h.01" />
    <circle cx="12" cy="17" r="1.4" />
  </>
);
