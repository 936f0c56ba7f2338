import { useId, type ReactNode } from 'react';
import type { Post } from 'shared-state';
import { coverArt, type CoverArt } from '../lib/cover-art';
import styles from './post-art.module.css';

/** Line icons (24-unit grid) for the filter's tags, drawn by us. */
const icons: Record<string, ReactNode> = {
  Business: (
    <>
      <polyline points="3 17 9 11 13 15 21 7" />
      <polyline points="15 7 21 7 21 13" />
    </>
  ),
  Digital: (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <line x1="8" y1="21" x2="16" y2="21" />
      <line x1="12" y1="17" x2="12" y2="21" />
    </>
  ),
  Strategy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  Content: (
    <>
      <path d="M6 2h9l5 5v15H6z" />
      <polyline points="15 2 15 7 20 7" />
      <line x1="9" y1="12" x2="17" y2="12" />
      <line x1="9" y1="16" x2="15" y2="16" />
    </>
  ),
  Marketing: (
    <>
      <path d="M3 10v4h3l6 4V6l-6 4z" />
      <path d="M16 8.5a5 5 0 0 1 0 7" />
      <path d="M18.5 6a8.5 8.5 0 0 1 0 12" />
    </>
  ),
  API: (
    <>
      <circle cx="5" cy="12" r="2.5" />
      <circle cx="19" cy="5" r="2.5" />
      <circle cx="19" cy="19" r="2.5" />
      <line x1="7.2" y1="10.8" x2="16.8" y2="6.2" />
      <line x1="7.2" y1="13.2" x2="16.8" y2="17.8" />
    </>
  ),
  Development: (
    <>
      <polyline points="8 6 2 12 8 18" />
      <polyline points="16 6 22 12 16 18" />
      <line x1="13.5" y1="4" x2="10.5" y2="20" />
    </>
  ),
  Technology: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
      <rect x="9.5" y="9.5" width="5" height="5" />
      <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
    </>
  ),
};

// A wrench: the agency's clients fix cars, so untagged posts get the trade's own symbol.
const fallbackIcon = (
  <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.6-.6-.6-2.6z" />
);

const W = 320;
const H = 180;

/** One tile of each background pattern, repeated over the cover by an SVG <pattern>. */
function PatternTile({ pattern }: { pattern: CoverArt['pattern'] }) {
  switch (pattern) {
    case 'dots':
      return <circle cx="7" cy="7" r="1.6" className={styles.fillLine} />;
    case 'stripes':
      return <line x1="0" y1="7" x2="14" y2="7" className={styles.strokeLine} />;
    case 'rings':
      return <circle cx="14" cy="14" r="9" className={styles.strokeLine} />;
    case 'waves':
      return <path d="M0 10 q7 -8 14 0 t14 0" className={styles.strokeLine} />;
    case 'grid':
      return <rect x="2" y="2" width="16" height="16" rx="3" className={styles.strokeLine} />;
    case 'chevrons':
      return <polyline points="0 14 9 5 18 14" className={styles.strokeLine} />;
  }
}

/** The large shape behind the badge side, drawn for a cover whose badge is on the right (a
 * mirrored cover flips it). */
function CoverShape({ shape }: { shape: CoverArt['shape'] }) {
  switch (shape) {
    case 'disc':
      return <circle cx={W - 60} cy="60" r="105" className={styles.shape} />;
    case 'band':
      return <path d={`M${W - 150} 0h90L${W - 130} ${H}h-90z`} className={styles.shape} />;
    case 'arch':
      return <path d={`M${W - 190} ${H}a140 140 0 0 1 280 0z`} className={styles.shape} />;
  }
}

const tileSize: Record<CoverArt['pattern'], number> = {
  dots: 14,
  stripes: 14,
  rings: 28,
  waves: 28,
  grid: 20,
  chevrons: 18,
};

/** A post's cover, generated from the post itself (lib/cover-art.ts): its main colour, large
 * shape and side picked by a hash of its slug and title, a ring in its first tag's tone, a
 * background pattern and glow picked by a hash of its slug and tags, its title's words as an
 * abstract headline, and its tag's icon. Drawn in the site's colour tokens, so it follows
 * the theme; no image is fetched. Decorative: the card's heading names the post. */
export function PostArt({
  post,
  className,
}: {
  post: Pick<Post, '_id' | 'slug' | 'title' | 'tags'>;
  className?: string;
}) {
  const id = useId();
  const art = coverArt(post);
  const icon = (art.tag && icons[art.tag]) ?? fallbackIcon;
  const tile = tileSize[art.pattern];
  const glowX = Math.round(art.glow.x * W);
  const glowY = Math.round(art.glow.y * H);
  return (
    <svg
      className={`${styles.art} ${styles[art.tone]} ${className ?? ''}`}
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      data-tone={art.tone}
      data-glow={art.glowTone}
      data-shape={art.shape}
      data-pattern={art.pattern}
    >
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" className={styles.glowCore} />
          <stop offset="1" className={styles.glowEdge} />
        </radialGradient>
        <pattern
          id={`${id}-pattern`}
          width={tile}
          height={tile}
          patternUnits="userSpaceOnUse"
          patternTransform={`rotate(${art.angle})`}
        >
          <PatternTile pattern={art.pattern} />
        </pattern>
      </defs>
      <rect width={W} height={H} className={styles.base} />
      <g transform={art.mirrored ? `translate(${W} 0) scale(-1 1)` : undefined}>
        <CoverShape shape={art.shape} />
      </g>
      <circle cx={glowX} cy={glowY} r="190" fill={`url(#${id}-glow)`} />
      <rect width={W} height={H} fill={`url(#${id}-pattern)`} className={styles.pattern} />
      <g className={styles.headline}>
        {art.bars.map((width, index) => {
          const barWidth = Math.round(width * 150);
          return (
            <rect
              key={index}
              x={art.mirrored ? W - 24 - barWidth : 24}
              y={H - 28 - (art.bars.length - 1 - index) * 13}
              width={barWidth}
              height="7"
              rx="3.5"
              className={index === 0 ? styles.barLead : styles.bar}
            />
          );
        })}
      </g>
      <g transform={`translate(${art.mirrored ? 18 : 222} 28)`}>
        <circle cx="40" cy="40" r="38" className={styles.badge} />
        <g transform="translate(16 16) scale(2)" className={styles.icon}>
          {icon}
        </g>
      </g>
    </svg>
  );
}
