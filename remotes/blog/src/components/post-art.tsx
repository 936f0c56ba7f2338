import { useId, type ReactNode } from 'react';
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

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** A decorative cover for a post, drawn from its first tag and varied by its id, so cards
 * look distinct without hotlinked photos. */
export function PostArt({ seed, tag, className }: { seed: string; tag: string | undefined; className?: string }) {
  const glowId = useId();
  const value = hash(seed);
  const shift = value % 90;
  const icon = (tag && icons[tag]) ?? fallbackIcon;
  return (
    <svg
      className={`${styles.art} ${className ?? ''}`}
      viewBox="0 0 320 180"
      width="320"
      height="180"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <radialGradient id={glowId}>
          <stop offset="0" className={styles.glowCore} />
          <stop offset="1" className={styles.glowEdge} />
        </radialGradient>
      </defs>
      <rect width="320" height="180" className={styles.base} />
      <circle cx={250 - shift} cy={-20 + (value % 60)} r="150" fill={`url(#${glowId})`} />
      <circle cx={40 + shift} cy="200" r="90" className={styles.ring} />
      <g className={styles.dots}>
        {Array.from({ length: 5 }, (_, row) =>
          Array.from({ length: 8 }, (_, col) => <circle key={`${row}-${col}`} cx={24 + col * 14} cy={24 + row * 14} r="1.6" />),
        )}
      </g>
      <g transform="translate(196 66) scale(3.2)" className={styles.icon}>
        {icon}
      </g>
    </svg>
  );
}
