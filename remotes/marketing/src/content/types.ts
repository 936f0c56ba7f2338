import type { JobOpening } from '@agency/shared-state';
import type { Glyph } from '@agency/ui/glyphs';
import type { IconName } from '@agency/ui/icon';
import type { ArtName, CaseStudyArt } from './art';

/** A priced package (name, price, inclusions). `price` and `maintenance` hold
 * the figures exactly as the agency quotes them, so a test can match them to the dollar. */
export interface Package {
  id: string;
  name: string;
  price: string;
  /** Short qualifier shown under the price: 'one-time', 'per month'... */
  priceNote?: string;
  /** The pages or scope a website package includes, as quoted. */
  scope?: string;
  /** Maintenance as the agency quotes it: '$25/month' or 'then $50/month'. */
  maintenance?: string;
  summary: string;
  inclusions: string[];
  /** Highlighted as the most popular choice: one package a page at most, or it guides nothing. */
  featured?: boolean;
}

export interface PackageGroup {
  id: string;
  title: string;
  intro: string;
  packages: Package[];
  footnote?: string;
}

/** A service card: title, description, image, link. */
export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  /** The card's image: the service's own illustration. */
  art: ArtName;
  link: string;
  /** Label of the card's link, 'Learn More' unless stated. */
  linkLabel?: string;
}

/** A related-service card: title, description, link. */
export interface RelatedService {
  title: string;
  description: string;
  link: string;
}

/** A process step: step number, title, text. */
export interface ProcessStep {
  step: number;
  title: string;
  text: string;
  /** Optional duration, e.g. '4-6 weeks'. */
  duration?: string;
}

/** A titled card with an icon: why-choose-us, values, offers. The glyph itself, not its name:
 * a name would bring every glyph into the pages that show these cards, the home page among them. */
export interface Feature {
  title: string;
  text: string;
  icon: Glyph;
}

export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export type CaseStudySlug = 'hem-automotive' | 'api-gateway' | 'solar-athletics';

export interface CaseStudyService {
  icon: IconName;
  title: string;
  description: string;
}

/** A case study's content, field for field; the gateway page adds
 * upcomingFeaturesTitle and upcomingFeatures. */
export interface CaseStudy {
  slug: CaseStudySlug;
  title: string;
  tagline: string;
  /** Name of the hero illustration (our own inline SVG). */
  heroImage: CaseStudyArt;
  overviewTitle: string;
  overview: string[];
  image?: CaseStudyArt;
  servicesTitle: string;
  services: CaseStudyService[];
  outcomeTitle: string;
  outcome: string[];
  /** Figures shown beside the outcome. */
  outcomeStats?: Stat[];
  upcomingFeaturesTitle?: string;
  upcomingFeatures?: CaseStudyService[];
  /** External links (source repository, live site); they open in a new tab. */
  externalLinks?: { label: string; href: string }[];
  ctaTitle: string;
  ctaDescription: string;
  ctaButton: string;
  ctaLink: string;
  /** Portfolio card: what kind of project it was. */
  category: string;
  summary: string;
}

/** A job opening: the listing's fields (JobOpening) plus the detail page's content. */
export interface JobDetail extends JobOpening {
  employmentType: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Ends the section with a link to the contact page. */
  contactLink?: boolean;
}

export interface LegalDocument {
  id: 'disclaimer' | 'terms-of-service' | 'privacy-policy';
  title: string;
  description: string;
  updated: string;
  intro?: string;
  /** Terms and privacy number their sections; the disclaimer does not. */
  numbered: boolean;
  sections: LegalSection[];
}
