import { staticIsland } from '@agency/ui/static-island';
import type { ArtName } from '../content/art';
import styles from './illustration.module.css';

const WIDTH = 480;
const HEIGHT = 380;

// The scenes (about 21 KB minified, with the glyphs they draw) are a static island: the server
// draws them, hydration keeps the server's SVG, and their code loads only when an illustration
// mounts in the browser outside hydration (after a client-side navigation). A picture has
// nothing to click, so nothing is lost by not hydrating it; its <svg> holds its box meanwhile.
const Scene = staticIsland('svg', () => import('./illustration-scene'));

export interface IllustrationProps {
  name: ArtName;
  /** What the picture shows, for screen readers. */
  label: string;
  width?: number;
  className?: string;
}

/** Our own inline SVG illustrations: no image to fetch, crisp at any size, themed by tokens. */
export function Illustration({ name, label, width = WIDTH, className }: IllustrationProps) {
  const height = Math.round((width * HEIGHT) / WIDTH);
  return (
    <Scene
      className={`${styles.art} ${className ?? ''}`}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      focusable="false"
      contentProps={{ name }}
    />
  );
}
