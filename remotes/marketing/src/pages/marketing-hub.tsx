import { paths } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { PageTemplate, type PageContent } from '../components/page-template';
import { growthPackages } from '../content/growth-packages';
import { partnershipProcess } from '../content/processes';
import { relatedServices } from '../content/services';
import type { Feature } from '../content/types';

const painPoints: Feature[] = [
  {
    title: 'Too many vendors',
    icon: glyphs.users,
    text: 'A web designer, an SEO company, a social media freelancer and an ad agency, none of them talking to each other.',
  },
  {
    title: 'No time to market',
    icon: glyphs.gauge,
    text: 'You run a shop. Posting, replying to reviews and updating listings always comes after the cars.',
  },
  {
    title: 'Money spent, results unclear',
    icon: glyphs.chart,
    text: 'Invoices every month, but no clear answer to how many calls and booked jobs they produced.',
  },
];

const solutions: Feature[] = [
  {
    title: 'One team, one plan',
    icon: glyphs.hub,
    text: 'Website, local SEO, reviews, social, email and ads planned together and run by one team that knows your shop.',
  },
  {
    title: 'One monthly price',
    icon: glyphs.calendar,
    text: 'A managed package with clear deliverables every month, so budgeting is simple and nothing falls through the cracks.',
  },
  {
    title: 'One report',
    icon: glyphs.document,
    text: 'Every channel measured in a single monthly report: calls, leads, reviews and rankings, with what happens next.',
  },
];

const culture: Feature[] = [
  {
    title: 'Your story, told well',
    icon: glyphs.chat,
    text: 'The family history, the master technicians, the community teams you sponsor: the reasons customers stay loyal.',
  },
  {
    title: 'A team customers recognize',
    icon: glyphs.camera,
    text: 'Real photos and short videos of your people and your bays, not stock images of someone else\u2019s garage.',
  },
  {
    title: 'A consistent identity',
    icon: glyphs.palette,
    text: 'The same look and voice on your sign, website, vans, posts and review replies.',
  },
];

const content: PageContent = {
  meta: {
    title: 'Comprehensive Shop Growth Solutions',
    description:
      'All-in-one managed growth packages for auto repair shops and dealerships: website, local SEO, reviews, social and ads for one monthly price, from $500/month.',
  },
  hero: {
    eyebrow: 'All-in-one growth',
    title: 'Comprehensive shop growth solutions',
    lead: 'Your website, marketing, reputation and strategy managed as one program by one team, for one monthly price.',
    primary: { label: 'Book a Discovery Call', to: paths.contact },
    secondary: { label: 'See Packages', to: '#packages' },
    art: {
      name: 'hub',
      label: 'The shop at the centre of one orbit: website, reviews, ads, messages and reports',
    },
  },
  blocks: [
    {
      kind: 'features',
      heading: 'Sound familiar?',
      intro: 'What we hear from shop owners before they work with us.',
      features: painPoints,
    },
    {
      kind: 'features',
      heading: 'Integrated solutions',
      intro: 'Everything that brings customers in, working together.',
      tone: 'brand',
      features: solutions,
    },
    {
      kind: 'features',
      heading: 'Culture and identity',
      intro: 'People choose a shop they trust. We help yours show who you are.',
      features: culture,
    },
    { kind: 'testimonial', heading: 'Earn your first month free', tone: 'alt' },
    {
      kind: 'process',
      heading: 'Our partnership process',
      intro: 'Four steps from first call to a plan that runs every month.',
      steps: partnershipProcess,
      label: 'Our partnership process',
    },
    {
      kind: 'packages',
      id: 'packages',
      heading: 'Managed growth packages',
      intro: 'Per month, fully managed. Move up or down as your business changes.',
      tone: 'alt',
      packages: growthPackages,
      label: 'Managed growth packages',
    },
    { kind: 'related', services: relatedServices.marketingHub },
  ],
  cta: {
    title: 'Grow your shop with one partner',
    text: 'Book a free discovery call and get a written growth plan within a week.',
    button: 'Contact Us',
    to: paths.contact,
  },
};

export default function MarketingHubPage() {
  return <PageTemplate content={content} />;
}
