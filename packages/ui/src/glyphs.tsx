// Our own 24×24 line icons, one drawing for each name whichever app shows it: the shapes alone,
// drawn by Icon (icon.tsx) or composed into a larger picture. Stroke-only, so they take the text
// colour of wherever they sit. One export each, so an app carries only the glyphs it draws
// (`import * as glyphs from 'site-ui/glyphs'`, then `glyphs.check`); looking one up by a name
// from content (`glyphs[name]`) brings in the whole set.
import type { ReactElement } from 'react';

export type Glyph = () => ReactElement;

export const browser: Glyph = () => (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M6.5 6.5h.01M9 6.5h.01" />
  </>
);

export const star: Glyph = () => (
  <path d="M12 3l2.8 5.9 6.2.7-4.6 4.3 1.3 6.1L12 17l-5.7 3 1.3-6.1L3 9.6l6.2-.7z" />
);

export const megaphone: Glyph = () => (
  <path d="M3 10v4a1 1 0 0 0 1 1h3l9 5V4L7 9H4a1 1 0 0 0-1 1zM19.5 9a4 4 0 0 1 0 6M7 15l1.6 5h2.6L9.7 15" />
);

export const compass: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>
);

export const hub: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="3" />
    <circle cx="5" cy="5" r="2" />
    <circle cx="19" cy="5" r="2" />
    <circle cx="5" cy="19" r="2" />
    <circle cx="19" cy="19" r="2" />
    <path d="M6.5 6.5l3.4 3.4M17.5 6.5l-3.4 3.4M6.5 17.5l3.4-3.4M17.5 17.5l-3.4-3.4" />
  </>
);

export const chat: Glyph = () => (
  <path d="M21 11.5a8.5 8.5 0 0 1-12.4 7.6L3 20.5l1.4-4.8A8.5 8.5 0 1 1 21 11.5zM8 10h8M8 13.5h5" />
);

export const wrench: Glyph = () => (
  <path d="M14.5 6.5a4.5 4.5 0 0 0 5.6 5.6l-8.6 8.6a2.1 2.1 0 0 1-3-3l8.6-8.6zM14.5 6.5A4.5 4.5 0 0 1 19 3.3l-2.6 2.6.6 2.4 2.4.6 2.6-2.6a4.5 4.5 0 0 1-3.9 5.8" />
);

export const sliders: Glyph = () => (
  <>
    <path d="M6 3v18M12 3v18M18 3v18" />
    <circle cx="6" cy="8" r="2.2" />
    <circle cx="12" cy="15" r="2.2" />
    <circle cx="18" cy="10" r="2.2" />
  </>
);

export const phone: Glyph = () => (
  <>
    <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
    <path d="M11 18h2" />
  </>
);

export const chart: Glyph = () => <path d="M3 20h18M4 16l5-5 4 4 7-8M15 7h5v5" />;

export const heart: Glyph = () => (
  <path d="M12 20s-7.5-4.5-9.2-9.2A4.6 4.6 0 0 1 12 7.6a4.6 4.6 0 0 1 9.2 3.2C19.5 15.5 12 20 12 20z" />
);

export const rocket: Glyph = () => (
  <>
    <path d="M14 4c3-1.3 5.2-1.3 6-1 .3.8.3 3-1 6l-6.5 6.5-5-5z" />
    <path d="M7.5 10.5L4 10l3-4h5M13.5 16.5L14 20l4-3v-5M6 18l-2 2M8 19.5l-1.5 1.5M4.5 16L3 17.5" />
    <circle cx="15.5" cy="8.5" r="1.5" />
  </>
);

export const gauge: Glyph = () => (
  <>
    <path d="M3.5 17a8.5 8.5 0 1 1 17 0" />
    <path d="M12 17l4.5-6M6.5 12.5h.01M8.5 9h.01M12 7.8h.01" />
    <circle cx="12" cy="17" r="1.4" />
  </>
);

export const palette: Glyph = () => (
  <>
    <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2 0-.8-.5-1.3-.5-2 0-1.1.9-2 2-2H18a3 3 0 0 0 3-3c0-5-4-9-9-9z" />
    <circle cx="7.5" cy="11" r="1.2" />
    <circle cx="10.5" cy="7" r="1.2" />
    <circle cx="15.5" cy="8" r="1.2" />
  </>
);

export const target: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.2" />
  </>
);

export const search: Glyph = () => (
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L21 21" />
  </>
);

export const plug: Glyph = () => (
  <path d="M9 2.5v5M15 2.5v5M6 7.5h12V11a6 6 0 0 1-12 0zM12 17v4.5" />
);

export const pen: Glyph = () => (
  <path d="M4 20l1-4.2L16.3 4.5a2 2 0 0 1 2.9 0l.3.3a2 2 0 0 1 0 2.9L8.2 19zM14.5 6.5l3 3" />
);

export const mail: Glyph = () => (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </>
);

export const layers: Glyph = () => <path d="M12 3l9 5-9 5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5" />;

export const shield: Glyph = () => (
  <path d="M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6zM9 12l2 2 4-4" />
);

export const calendar: Glyph = () => (
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17.5h2" />
  </>
);

export const clock: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </>
);

export const sun: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
  </>
);

export const type: Glyph = () => <path d="M5 7V4h14v3M12 4v16M9 20h6" />;

export const check: Glyph = () => <path d="M5 12.5l4.5 4.5L19 7.5" />;

export const pin: Glyph = () => (
  <>
    <path d="M12 21s-7-6-7-11.2a7 7 0 0 1 14 0C19 15 12 21 12 21z" />
    <circle cx="12" cy="9.8" r="2.5" />
  </>
);

export const code: Glyph = () => <path d="M8 8l-5 4 5 4M16 8l5 4-5 4M14 4l-4 16" />;

export const users: Glyph = () => (
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>
);

export const camera: Glyph = () => (
  <>
    <path d="M3 8.5A1.5 1.5 0 0 1 4.5 7h3l1.5-2.5h6L16.5 7h3A1.5 1.5 0 0 1 21 8.5V18a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18z" />
    <circle cx="12" cy="13" r="3.5" />
  </>
);

export const document: Glyph = () => (
  <>
    <path d="M6 2.5h8l4 4V21a.5.5 0 0 1-.5.5h-11A.5.5 0 0 1 6 21z" />
    <path d="M14 2.5v4h4M9 11h6M9 14.5h6M9 18h4" />
  </>
);

export const arrow: Glyph = () => <path d="M5 12h14M13 6l6 6-6 6" />;

export const external: Glyph = () => (
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
);

export const library: Glyph = () => (
  <>
    <rect x="3.5" y="4" width="4" height="16" rx="1" />
    <rect x="9.5" y="4" width="4" height="16" rx="1" />
    <path d="M15.6 5.2l3.8-1 4 15.5-3.8 1z" />
  </>
);

export const plus: Glyph = () => (
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </>
);

export const conversation: Glyph = () => (
  <path d="M4 5h11v8H9l-3.5 3V13H4zM15 9h5v8h-1.5v3L15 17h-4v-2" />
);

export const microphone: Glyph = () => (
  <path d="M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6" />
);

export const image: Glyph = () => (
  <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01" />
);

export const layout: Glyph = () => (
  <path d="M3 4h18v5H3zM3 12h8v8H3zM14 12h7v3h-7zM14 18h7v2h-7z" />
);

export const alert: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9.6" />
    <path d="M12 6.6v6.6M12 16.6v.2" />
  </>
);

export const info: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="9.6" />
    <path d="M12 10.8v6M12 7.2v.2" />
  </>
);

export const monitor: Glyph = () => (
  <>
    <rect x="2" y="4" width="20" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>
);

export const connections: Glyph = () => (
  <>
    <circle cx="5" cy="12" r="2.5" />
    <circle cx="19" cy="5" r="2.5" />
    <circle cx="19" cy="19" r="2.5" />
    <path d="M7.2 10.8l9.6-4.6M7.2 13.2l9.6 4.6" />
  </>
);

export const chip: Glyph = () => (
  <>
    <rect x="6" y="6" width="12" height="12" rx="1.5" />
    <rect x="9.5" y="9.5" width="5" height="5" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </>
);

export const gear: Glyph = () => (
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    <circle cx="12" cy="12" r="6.5" />
  </>
);
