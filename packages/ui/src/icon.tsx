import type { SVGProps } from 'react';
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

export interface DrawingProps extends Omit<SVGProps<SVGSVGElement>, 'width' | 'height'> {
  width: number;
  height: number;
}

/** A decorative drawing, hidden from assistive technology because the text beside it says
 * what it shows. Its units are CSS pixels unless a viewBox says otherwise. */
export function Drawing({ width, height, viewBox, children, ...rest }: DrawingProps) {
  return (
    <svg
      {...rest}
      viewBox={viewBox ?? `0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A decorative icon drawn on the 24-unit grid of @agency/ui/glyphs. */
export function Icon({ glyph, size = 24, strokeWidth = 1.8, className }: IconProps) {
  return (
    <Drawing
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {glyph()}
    </Drawing>
  );
}
