import type { ReactNode } from 'react';
import { useDocumentMeta, type DocumentMeta } from '@agency/shared-state';
import type { Feature, Package, PackageGroup, ProcessStep, Stat } from '../content/types';
import { CtaBand, type CtaBandProps } from './cta-band';
import { FeatureGrid } from './feature-grid';
import { Hero, type HeroProps } from './hero';
import { PackageGrid, PackageGroupBlock } from './package-card';
import { ProcessSteps } from './process-steps';
import { Quote, type QuoteProps } from './quote';
import { RelatedServices, type RelatedServicesProps } from './related-services';
import { Section, type SectionProps } from './section';
import { StatList } from './stat-list';
import { TestimonialInvite, type TestimonialInviteProps } from './testimonial-invite';

/** A section's heading, intro and tone: what every section block starts with. */
type SectionHead = Omit<SectionProps, 'children'>;

/** One block of a page between its hero and its closing call to action. `kind` names what fills
 * it; a page's own drawing (a table, a figure, prose with links) is a 'section' with children. */
export type PageBlock =
  | ({ kind: 'section'; children: ReactNode } & SectionHead)
  | ({ kind: 'features'; features: Feature[] } & SectionHead)
  | ({ kind: 'process'; steps: ProcessStep[]; label: string } & SectionHead)
  | ({ kind: 'packages'; packages: Package[]; label: string } & SectionHead)
  | ({ kind: 'packageGroups'; groups: PackageGroup[] } & SectionHead)
  | ({ kind: 'stats'; stats: Stat[]; label: string } & SectionHead)
  | ({ kind: 'testimonial' } & TestimonialInviteProps)
  | ({ kind: 'quote' } & QuoteProps)
  | ({ kind: 'related' } & RelatedServicesProps);

/** A whole marketing page as data: its meta, its hero, its blocks in order and its closing band. */
export interface PageContent {
  meta: DocumentMeta;
  hero: HeroProps;
  blocks: PageBlock[];
  cta: CtaBandProps;
}

type SectionBlock = Exclude<PageBlock, { kind: 'testimonial' | 'quote' | 'related' }>;

function head({ heading, eyebrow, intro, tone, centered, id }: SectionHead): SectionHead {
  return { heading, eyebrow, intro, tone, centered, id };
}

/** What fills a section block under its heading. */
function sectionBody(block: SectionBlock): ReactNode {
  switch (block.kind) {
    case 'section':
      return block.children;
    case 'features':
      return <FeatureGrid features={block.features} />;
    case 'process':
      return <ProcessSteps steps={block.steps} label={block.label} />;
    case 'packages':
      return <PackageGrid packages={block.packages} label={block.label} />;
    case 'packageGroups':
      return block.groups.map((group) => <PackageGroupBlock key={group.id} group={group} />);
    case 'stats':
      return <StatList stats={block.stats} label={block.label} />;
  }
}

function Block({ block }: { block: PageBlock }) {
  switch (block.kind) {
    case 'testimonial':
      return <TestimonialInvite heading={block.heading} tone={block.tone} />;
    case 'quote':
      return <Quote text={block.text} by={block.by} variant={block.variant} />;
    case 'related':
      return <RelatedServices heading={block.heading} services={block.services} />;
    default:
      return <Section {...head(block)}>{sectionBody(block)}</Section>;
  }
}

/** A marketing page drawn from its content: the hero, each block, the closing band. They are
 * one flat list of siblings, as a page written out by hand would have them, so the ids React
 * generates for the sections (and the server's HTML) do not depend on this template. */
export function PageTemplate({ content }: { content: PageContent }) {
  useDocumentMeta(content.meta);
  return [
    <Hero key="hero" {...content.hero} />,
    // The blocks never change order: their place is their identity.
    ...content.blocks.map((block, index) => <Block key={index} block={block} />),
    <CtaBand key="cta" {...content.cta} />,
  ];
}
