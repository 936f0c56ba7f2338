import type { Glyph } from './glyph';

export const connections: Glyph = () => (
  <>
    <circle cx="5" cy="12" r="2.5" />
    <circle cx="19" cy="5" r="2.5" />
    <circle cx="19" cy="19" r="2.5" />
    <path d="M7.2 10.8l9.6-4.6M7.2 13.2l9.6 4.6" />
  </>
);
