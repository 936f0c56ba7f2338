import type { Glyph } from './glyph';

export const type: Glyph = () => <path d="M5 7V4h14v3M12 4v16M9 20h6" />;
