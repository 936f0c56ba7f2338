// The names of the site's drawn scenes: what content may ask Illustration to draw. Content and
// the drawing both import them from here, so neither imports the other.

export type PageArtName =
  | 'home'
  | 'web'
  | 'marketing'
  | 'ads'
  | 'strategy'
  | 'hub'
  | 'about'
  | 'careers'
  | 'contact'
  | 'services'
  | 'portfolio'
  | 'workflow';

export type CaseStudyArt =
  | 'automotive'
  | 'gateway'
  | 'athletics'
  | 'automotive-detail'
  | 'gateway-detail'
  | 'athletics-detail';

export type ArtName = PageArtName | CaseStudyArt;
