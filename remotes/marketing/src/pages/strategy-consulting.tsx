import { Link, paths } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import * as glyphs from '@agency/ui/glyphs';
import { Illustration } from '../components/illustration';
import { PageTemplate, type PageContent } from '../components/page-template';
import { ProseSplit } from '../components/prose-split';
import { StatList } from '../components/stat-list';
import { caseStudies } from '../content/case-studies';
import { strategyProcess } from '../content/processes';
import { relatedServices } from '../content/services';
import type { Feature } from '../content/types';
import ui from '../components/ui.module.css';
import { marketingPaths } from '../paths';

const offers: Feature[] = [
  {
    title: 'Market and competitor analysis',
    icon: glyphs.search,
    text: 'Who else your customers consider, what they charge, how they rank and where the openings are.',
  },
  {
    title: 'Brand positioning',
    icon: glyphs.compass,
    text: 'A clear answer to "why your shop?" that your team, your website and your ads all repeat.',
  },
  {
    title: 'Brand identity',
    icon: glyphs.palette,
    text: 'Logo, colors, typography and guidelines that look right on signs, vans, uniforms and screens.',
  },
  {
    title: 'Growth roadmap',
    icon: glyphs.chart,
    text: 'A 12-month plan with priorities, budgets and the numbers that will tell you it is working.',
  },
];

const hem = caseStudies['hem-automotive'];

/** The HEM Automotive story told from its strategy: the positioning behind the brand, the site
 * and the ads. */
function HemCaseStudy() {
  return (
    <>
      <ProseSplit
        aside={
          <Illustration
            name={hem.heroImage}
            label="The HEM Automotive shop with its new sign and five-star rating"
            width={440}
          />
        }
      >
        <p>{hem.overview[0]}</p>
        <p>
          We started with strategy: who the shop serves best, what it does better than the chains,
          and how it should look and sound. That positioning shaped a new brand identity, then the
          website, ads and local SEO that followed.
        </p>
      </ProseSplit>
      {hem.outcomeStats && (
        <div className={ui.stack}>
          <StatList stats={hem.outcomeStats} label={`${hem.title} results`} />
        </div>
      )}
      <div className={ui.actions}>
        <Link to={marketingPaths.hemAutomotive} className={buttonClass('secondary', 'large')}>
          Read the full case study
        </Link>
      </div>
    </>
  );
}

const content: PageContent = {
  meta: {
    title: 'Strategic Consulting & Brand Development',
    description:
      'Market analysis, positioning, brand identity and a 12-month growth roadmap for auto repair shops and dealerships, in a four-step process.',
  },
  hero: {
    eyebrow: 'Strategic consulting and brand development',
    title: 'A clear plan and a brand that sets you apart',
    lead: 'We help shop owners and dealers decide where to grow, who to reach and how to stand out, then build the brand to match.',
    primary: { label: 'Book a Strategy Session', to: paths.contact },
    art: {
      name: 'strategy',
      label: 'A road plan with three milestones to a flag, a compass and a brand colour kit',
    },
  },
  blocks: [
    { kind: 'features', heading: 'What strategy and brand work covers', features: offers },
    {
      kind: 'section',
      heading: `Case study: ${hem.title}`,
      intro: hem.tagline,
      tone: 'alt',
      children: <HemCaseStudy />,
    },
    {
      kind: 'process',
      heading: 'Our process in 4 steps',
      steps: strategyProcess,
      label: 'Our strategic consulting process',
    },
    { kind: 'related', services: relatedServices.strategyConsulting },
  ],
  cta: {
    title: 'Know exactly where your shop is headed',
    text: 'Start with a strategy session: two hours, your numbers, and a clear list of what to do next.',
    button: 'Contact Us',
    to: paths.contact,
  },
};

export default function StrategyConsultingPage() {
  return <PageTemplate content={content} />;
}
