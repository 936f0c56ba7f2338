import type { Glyph } from './glyph';

export const chart: Glyph = () => <path d="M3 20h18M4 16l5-5 4 4 7-8M15 7h5v5" />;
