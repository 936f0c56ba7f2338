import type { Glyph } from './glyph';

export const rocket: Glyph = () => (
  <>
    <path d="M14 4c3-1.3 5.2-1.3 6-1 .3.8.3 3-1 6l-6.5 6.5-5-5z" />
    <path d="M7.5 10.5L4 10l3-4h5M13.5 16.5L14 20l4-3v-5M6 18l-2 2M8 19.5l-1.5 1.5M4.5 16L3 17.5" />
    <circle cx="15.5" cy="8.5" r="1.5" />
  </>
);
