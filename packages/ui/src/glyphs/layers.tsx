import type { Glyph } from './glyph';

export const layers: Glyph = () => <path d="M12 3l9 5-9 5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5" />;
