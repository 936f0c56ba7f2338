import type { Glyph } from './glyph';

export const code: Glyph = () => <path d="M8 8l-5 4 5 4M16 8l5 4-5 4M14 4l-4 16" />;
