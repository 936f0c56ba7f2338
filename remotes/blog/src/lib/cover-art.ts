import type { Post } from '@agency/contract';

/** The background patterns a cover can carry. */
export const COVER_PATTERNS = ['dots', 'stripes', 'rings', 'waves', 'grid', 'chevrons'] as const;
export type CoverPattern = (typeof COVER_PATTERNS)[number];

/** The tones a cover is tinted with; each maps to a colour token of the site (see
 * post-art.module.css), so covers follow the theme and stay in the palette. */
export const COVER_TONES = ['ember', 'sky', 'leaf', 'dusk'] as const;
export type CoverTone = (typeof COVER_TONES)[number];

/** Tags of a kind share a tone, so a reader learns to spot them; an untagged post gets one
 * from its slug. */
const toneOfTag: Record<string, CoverTone> = {
  Marketing: 'ember',
  Business: 'ember',
  Content: 'dusk',
  Strategy: 'dusk',
  Digital: 'sky',
  Technology: 'sky',
  API: 'leaf',
  Development: 'leaf',
};

/** The large shape behind a cover's headline. */
export const COVER_SHAPES = ['disc', 'band', 'arch'] as const;
export type CoverShape = (typeof COVER_SHAPES)[number];

export interface CoverArt {
  /** The first tag's tone: the badge ring and the lead headline bar. */
  tone: CoverTone;
  /** The cover's main colour (its glow and shape), from the title and slug: posts that share a
   * tag still look different at a glance. */
  glowTone: CoverTone;
  shape: CoverShape;
  /** Badge on the left and headline on the right, instead of the other way round. */
  mirrored: boolean;
  pattern: CoverPattern;
  /** The tag whose icon the cover shows, if the post has one. */
  tag: string | undefined;
  /** One bar per word of the title (at most six), as fractions of the widest: the title's
   * shape drawn as an abstract headline. */
  bars: number[];
  /** Where the glow sits, 0-1 across and down the cover. */
  glow: { x: number; y: number };
  /** Rotation of the pattern, in degrees. */
  angle: number;
}

/** FNV-1a: small, fast and spreads similar strings (post-1, post-2) far apart. */
export function hashText(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value >>> 0;
}

/** The cover of a post, derived only from its slug, title and tags: the same post
 * always gets the same cover, on the server and in every browser, with no request. */
export function coverArt(post: Pick<Post, 'slug' | 'title' | 'tags'>): CoverArt {
  const value = hashText(`${post.slug}|${post.tags.join(',')}`);
  const tag = post.tags[0];
  const tone = (tag && toneOfTag[tag]) || COVER_TONES[value % COVER_TONES.length]!;
  // A second hash, of the slug and the title, for the cover's colour and composition.
  const look = hashText(`${post.slug}|${post.title}`) >>> 8;
  const pattern = COVER_PATTERNS[(value >>> 3) % COVER_PATTERNS.length]!;
  const words = post.title.split(/\s+/).filter(Boolean).slice(0, 6);
  const longest = Math.max(1, ...words.map((word) => word.length));
  const bars = words.map((word) => Math.round((0.25 + (0.75 * word.length) / longest) * 100) / 100);
  return {
    tone,
    glowTone: COVER_TONES[look % COVER_TONES.length]!,
    shape: COVER_SHAPES[(look >>> 2) % COVER_SHAPES.length]!,
    mirrored: ((look >>> 6) & 1) === 1,
    pattern,
    tag,
    bars,
    glow: { x: ((value >>> 7) % 60) / 100 + 0.4, y: ((value >>> 13) % 50) / 100 },
    angle: ((value >>> 17) % 7) * 15 - 45,
  };
}
