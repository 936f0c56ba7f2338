import { Drawing } from './icon';
import styles from './initials.module.css';

/** The first letters of a person's first two names, for an initials avatar: "Marcus Reyes" → "MR". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export interface InitialsBadgeProps {
  name: string;
  /** Width and height in pixels, and the side of the drawing's square. */
  size: number;
  /** The accent ring's radius, inside the filled disc. */
  ringRadius: number;
  /** Sets the badge's size on the page and its type (`.badge text`). */
  className?: string;
}

/** An initials avatar: a filled disc, a ring inside its edge and the initials at its centre,
 * our own artwork instead of a photo. Decorative: the name stands beside it in text. */
export function InitialsBadge({ name, size, ringRadius, className }: InitialsBadgeProps) {
  const centre = size / 2;
  return (
    <Drawing className={className} width={size} height={size}>
      <circle cx={centre} cy={centre} r={centre} className={styles.disc} />
      <circle cx={centre} cy={centre} r={ringRadius} className={styles.ring} />
      {/* One unit low: capitals centred on the middle line look high. */}
      <text
        x={centre}
        y={centre + 1}
        textAnchor="middle"
        dominantBaseline="central"
        className={styles.text}
      >
        {initialsOf(name)}
      </text>
    </Drawing>
  );
}
