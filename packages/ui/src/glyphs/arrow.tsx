import type { Glyph } from './glyph';

export const arrow: Glyph = () => <path d="M5 12h14M13 6l6 6-6 6" />;
