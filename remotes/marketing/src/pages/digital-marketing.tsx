import { paths } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Illustration } from '../components/illustration';
import { PageTemplate, type PageContent } from '../components/page-template';
import { localSeoResults } from '../content/company';
import { marketingPackageGroups } from '../content/marketing-packages';
import { digitalMarketingProcess } from '../content/processes';
import { relatedServices } from '../content/services';
import type { Feature } from '../content/types';
import styles from './page.module.css';

const localSeo: Feature[] = [
  {
    title: 'Google Business Profile',
    icon: glyphs.pin,
    text: 'Complete, accurate and active: services, hours, photos and weekly posts that help you show up in the map pack.',
  },
  {
    title: 'Directory listings',
    icon: glyphs.layers,
    text: 'Your name, address and phone number consistent on the automotive and local directories drivers and search engines trust.',
  },
  {
    title: 'Review management',
    icon: glyphs.star,
    text: 'A simple routine that asks every happy customer for a review, and thoughtful replies to every review, good or bad.',
  },
];

const socialAndSearch: Feature[] = [
  {
    title: 'Social media that shows your work',
    icon: glyphs.camera,
    text: 'Before-and-after repairs, your team, seasonal reminders and specials, posted on a steady schedule in your voice.',
  },
  {
    title: 'Local search that brings the calls',
    icon: glyphs.search,
    text: 'Social activity and fresh reviews feed the signals search engines use to rank local businesses, so both channels lift each other.',
  },
];

const tools = [
  'Google Business Profile',
  'Google Search Console',
  'Google Analytics 4',
  'Call tracking',
  'Review request automation',
  'Meta Business Suite',
  'Rank tracking',
  'Citation management',
];

function ToolList() {
  return (
    <ul className={styles.toolList}>
      {tools.map((tool) => (
        <li key={tool}>{tool}</li>
      ))}
    </ul>
  );
}

const content: PageContent = {
  meta: {
    title: 'Digital Marketing & Reputation Management',
    description:
      'Local SEO, directory listings, review management and social media for auto repair shops and dealerships. Monthly packages from $500.',
  },
  hero: {
    eyebrow: 'Digital marketing and reputation management',
    title: 'Be the shop drivers find first and trust most',
    lead: 'Local SEO, reviews and social media that put your shop at the top of local searches and keep your reputation spotless.',
    primary: { label: 'Get Started', to: paths.contact },
    art: {
      name: 'marketing',
      label: 'A map pin, five-star rating and growth chart: local marketing that works',
    },
  },
  blocks: [
    {
      kind: 'features',
      heading: 'Local SEO that puts you on the map',
      intro:
        'Most customers choose a shop from the first three results on Google Maps. We get you there and keep you there.',
      features: localSeo,
    },
    {
      kind: 'stats',
      heading: 'Case study: more calls from local search',
      intro:
        'An independent repair shop that came to us with an incomplete profile and scattered listings. After our local SEO work:',
      tone: 'alt',
      stats: localSeoResults,
      label: 'Local SEO results',
    },
    {
      kind: 'process',
      heading: 'Our three-step process',
      steps: digitalMarketingProcess,
      label: 'Our digital marketing process',
    },
    {
      kind: 'features',
      heading: 'Social media plus local search',
      tone: 'alt',
      features: socialAndSearch,
    },
    {
      kind: 'section',
      heading: 'The tools we use',
      intro: 'Industry-standard tools, set up in your name so the data is always yours.',
      children: <ToolList />,
    },
    {
      kind: 'section',
      heading: 'How a month with us works',
      tone: 'alt',
      children: (
        <figure className={styles.workflow}>
          <div className={styles.workflowArt}>
            <Illustration
              name="workflow"
              label="Our monthly workflow in four weeks: review rankings, publish posts, collect reviews, report results"
              width={480}
            />
          </div>
          <figcaption>
            Week 1: we review your rankings and reviews. Weeks 2 and 3: posts go out, review
            requests follow every visit and we reply to each review. Week 4: you get a
            plain-language report of calls, rankings and reviews, and our plan for next month.
          </figcaption>
        </figure>
      ),
    },
    {
      kind: 'packageGroups',
      id: 'packages',
      heading: 'Monthly packages',
      intro:
        'Month-to-month plans for local SEO and reputation, and for social media. Combine one of each for the strongest results.',
      groups: marketingPackageGroups,
    },
    { kind: 'related', services: relatedServices.digitalMarketing },
  ],
  cta: {
    title: 'Your next customer is searching right now',
    text: 'Get a free audit of your listings and reviews, and a clear plan to rank higher.',
    button: 'Start Your Journey Now',
    to: paths.contact,
  },
};

export default function DigitalMarketingPage() {
  return <PageTemplate content={content} />;
}
