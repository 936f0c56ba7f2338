import { initialsOf } from './initials';

export interface InitialsDiscClasses {
  svg?: string;
  disc?: string;
  ring?: string;
  text?: string;
}

/** A person's initials on a disc with a ring inside its edge, drawn as SVG: our own artwork
 * for a team member or founder, no stock photo. Decorative, since the name is printed beside
 * it. `size` is its width and height in pixels; colours and type come from the caller's
 * `classes`. */
export function InitialsDisc({
  name,
  size,
  ringRadius,
  classes,
}: {
  name: string;
  size: number;
  ringRadius: number;
  classes: InitialsDiscClasses;
}) {
  const centre = size / 2;
  return (
    <svg
      className={classes.svg}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx={centre} cy={centre} r={centre} className={classes.disc} />
      <circle cx={centre} cy={centre} r={ringRadius} className={classes.ring} />
      {/* One unit down: the capitals' optical centre sits a little below the geometric one. */}
      <text
        x={centre}
        y={centre + 1}
        textAnchor="middle"
        dominantBaseline="central"
        className={classes.text}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
