import { paths } from '@agency/shared-state';
import type { RelatedService, ServiceCard } from './types';
import { marketingPaths } from '../paths';

export const webDevelopmentService: ServiceCard = {
  id: 'web-development',
  title: 'Web Design & Development',
  description:
    'Fast, mobile-first websites that turn local searches into booked appointments, from a single page to custom web apps.',
  art: 'web',
  link: marketingPaths.webDevelopment,
};

export const digitalMarketingService: ServiceCard = {
  id: 'digital-marketing',
  title: 'Digital Marketing & Reputation Management',
  description:
    'Local SEO, directory listings, reviews and social media that make your shop the obvious choice nearby.',
  art: 'marketing',
  link: marketingPaths.digitalMarketing,
};

export const paidAdsService: ServiceCard = {
  id: 'paid-ads',
  title: 'Advertising, Content & Branding',
  description:
    'Search and social ads, professional photo and video, and a brand customers remember.',
  art: 'ads',
  link: marketingPaths.paidAds,
};

export const strategyService: ServiceCard = {
  id: 'strategy-consulting',
  title: 'Strategic Consulting & Brand Development',
  description:
    'A clear plan for where to grow, who to reach and how to stand out from the dealership down the road.',
  art: 'strategy',
  link: marketingPaths.strategyConsulting,
};

export const hubService: ServiceCard = {
  id: 'marketing-consulting-hub',
  title: 'Comprehensive Shop Growth Solutions',
  description:
    'Website, marketing, reputation and strategy managed as one plan by one team, for one monthly price.',
  art: 'hub',
  link: marketingPaths.marketingHub,
};

export const contactService: ServiceCard = {
  id: 'contact',
  title: 'Contact Us',
  description:
    'Not sure where to start? Tell us about your shop and we will recommend the right mix of services.',
  art: 'contact',
  link: paths.contact,
  linkLabel: 'Contact Us',
};

/** The home page's four service blocks; the hub is shown as its own all-in-one block. */
export const homeServices: ServiceCard[] = [
  webDevelopmentService,
  digitalMarketingService,
  paidAdsService,
  strategyService,
];

/** The services overview's six cards: the five service routes plus Contact Us. */
export const overviewServices: ServiceCard[] = [
  paidAdsService,
  webDevelopmentService,
  digitalMarketingService,
  strategyService,
  hubService,
  contactService,
];

const related = (card: ServiceCard): RelatedService => ({
  title: card.title,
  description: card.description,
  link: card.link,
});

/** Each service page's "Related services" row, in the order it shows them (the pages' tests
 * pin them). */
export const relatedServices = {
  paidAds: [digitalMarketingService, strategyService, hubService].map(related),
  strategyConsulting: [webDevelopmentService, digitalMarketingService, hubService].map(related),
  webDevelopment: [digitalMarketingService, paidAdsService, hubService].map(related),
  digitalMarketing: [webDevelopmentService, paidAdsService, hubService].map(related),
  marketingHub: [webDevelopmentService, digitalMarketingService, strategyService].map(related),
} satisfies Record<string, RelatedService[]>;
