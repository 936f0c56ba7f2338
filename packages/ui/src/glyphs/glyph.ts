import type { ReactElement } from 'react';

/** One icon's shapes, drawn in a 24×24 grid. */
export type Glyph = () => ReactElement;
