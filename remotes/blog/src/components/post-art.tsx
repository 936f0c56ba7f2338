import { useId } from 'react';
import type { BlogTag } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import * as glyphs from '@agency/ui/glyphs';
import { coverArt, type CoverArt } from '../lib/cover-art';
import styles from './post-art.module.css';

/** The icon of each of the blog's tags; a wrench for an untagged post, since the agency's
 * clients fix cars. */
const tagIcons: Record<BlogTag, glyphs.Glyph> = {
  Business: glyphs.chart,
  Digital: glyphs.monitor,
  Strategy: glyphs.target,
  Content: glyphs.document,
  Marketing: glyphs.megaphone,
  API: glyphs.connections,
  Development: glyphs.code,
  Technology: glyphs.chip,
};
const isBlogTag = (tag: string): tag is BlogTag => Object.hasOwn(tagIcons, tag);

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
  const icon = (art.tag && isBlogTag(art.tag) ? tagIcons[art.tag] : glyphs.wrench)();
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
