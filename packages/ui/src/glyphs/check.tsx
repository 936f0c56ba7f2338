import type { Glyph } from './glyph';

export const check: Glyph = () => <path d="M5 12.5l4.5 4.5L19 7.5" />;
