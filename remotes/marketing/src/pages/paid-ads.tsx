import { paths } from '@agency/shared-state';
import { PageTemplate, type PageContent } from '../components/page-template';
import { adResults } from '../content/company';
import {
  advertisingPackages,
  brandingPackages,
  contentPackages,
} from '../content/paid-ads-packages';
import { relatedServices } from '../content/services';

const content: PageContent = {
  meta: {
    title: 'Advertising, Content & Branding Packages',
    description:
      'Paid search and social advertising from $500, professional photo and video content from $750, and branding packages for auto repair shops and dealerships.',
  },
  hero: {
    eyebrow: 'Advertising, content and branding',
    title: 'Ads, content and a brand that bring drivers to your door',
    lead: 'Targeted campaigns for the services that pay, professional photos and video of your real shop, and a brand customers remember.',
    primary: { label: 'Get Started', to: paths.contact },
    art: {
      name: 'ads',
      label: 'An ad for a repair shop aimed at a bullseye, and bookings rising',
    },
  },
  blocks: [
    {
      kind: 'packageGroups',
      heading: 'Packages and pricing',
      intro:
        'Clear prices for every stage of growth. Not sure which fits? We will recommend one on a free call.',
      groups: [advertisingPackages, contentPackages, brandingPackages],
    },
    {
      kind: 'stats',
      heading: 'Results our campaigns deliver',
      intro: "Figures from an automotive client's search and social campaigns.",
      tone: 'brand',
      stats: adResults,
      label: 'Advertising results',
    },
    { kind: 'related', services: relatedServices.paidAds },
  ],
  cta: {
    title: 'Ready to launch your first campaign?',
    text: 'Tell us which services you want more of and your monthly budget. We will send a campaign plan within two business days.',
    button: 'Contact Us',
    to: paths.contact,
  },
};

export default function PaidAdsPage() {
  return <PageTemplate content={content} />;
}
