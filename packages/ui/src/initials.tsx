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
  className: string;
  discClassName: string;
  ringClassName: string;
  textClassName?: string;
}

/** An initials avatar: a filled disc, a ring inside its edge and the initials at its centre,
 * our own artwork instead of a photo. Decorative: the name stands beside it in text. The
 * colours come from the caller's classes. */
export function InitialsBadge({
  name,
  size,
  ringRadius,
  className,
  discClassName,
  ringClassName,
  textClassName,
}: InitialsBadgeProps) {
  const centre = size / 2;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx={centre} cy={centre} r={centre} className={discClassName} />
      <circle cx={centre} cy={centre} r={ringRadius} className={ringClassName} />
      {/* One unit low: capitals centred on the middle line look high. */}
      <text
        x={centre}
        y={centre + 1}
        textAnchor="middle"
        dominantBaseline="central"
        className={textClassName}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
