import type * as glyphs from './glyphs';
import type { Glyph } from './glyphs';

/** The name of a glyph, for content that names its icon (typed data): `glyphs[name]`. */
export type IconName = keyof typeof glyphs;

export interface IconProps {
  /** One of @agency/ui/glyphs, e.g. `glyphs.check`. */
  glyph: Glyph;
  size?: number;
  /** In the 24-unit grid: a large icon reads lighter with a thinner line. */
  strokeWidth?: number;
  className?: string;
}

/** A decorative icon: hidden from assistive technology because the text beside it says it. */
export function Icon({ glyph, size = 24, strokeWidth = 1.8, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyph()}
    </svg>
  );
}
