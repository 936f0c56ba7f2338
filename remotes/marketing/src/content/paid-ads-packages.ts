import type { PackageGroup } from './types';

/** The agency's price list: advertising, content and branding packages (the /services/paid-ads page). */
export const advertisingPackages: PackageGroup = {
  id: 'advertising',
  title: 'Advertising packages',
  intro:
    'Search and social campaigns that put your shop in front of drivers who need service today.',
  footnote:
    'Package prices cover campaign setup and management; your ad budget is paid directly to the ad platforms.',
  packages: [
    {
      id: 'ads-starter',
      name: 'Starter',
      price: '$500',
      summary: 'One focused campaign for your most profitable service.',
      inclusions: [
        '1 campaign',
        '3 ad variations',
        'Call and form conversion tracking',
        'Monthly performance report',
      ],
    },
    {
      id: 'ads-growth',
      name: 'Growth',
      price: '$1,000',
      featured: true,
      summary: 'Cover your key services across search and social.',
      inclusions: [
        '3-5 campaigns',
        '5 ad variations',
        'A/B testing of ads and landing pages',
        'Bi-weekly optimization',
      ],
    },
    {
      id: 'ads-dominator',
      name: 'Dominator',
      price: '$2,000',
      summary: 'Own your market with full-funnel advertising.',
      inclusions: [
        '6-8 campaigns',
        '8 ad variations',
        'Retargeting of past site visitors',
        'Weekly optimization and a monthly strategy call',
      ],
    },
  ],
};

export const contentPackages: PackageGroup = {
  id: 'content',
  title: 'Content packages',
  intro:
    'Professional photos and copy of your shop, your team and your work, ready for your site, ads and social.',
  packages: [
    {
      id: 'content-starter',
      name: 'Starter',
      price: '$750',
      summary: 'Fresh, authentic images for your website and profiles.',
      inclusions: [
        '20 photos',
        'On-site half-day shoot',
        'Edited for web and social',
        'Two rounds of revisions',
      ],
    },
    {
      id: 'content-growth',
      name: 'Growth',
      price: '$1,500',
      summary: 'Photos plus short video for a season of posts and ads.',
      inclusions: [
        '50 photos',
        'Three short social videos',
        'Service-page copy for up to 5 services',
        'Two rounds of revisions',
      ],
    },
    {
      id: 'content-professional',
      name: 'Professional',
      price: '$3,000',
      summary: 'A complete content library for your brand.',
      inclusions: [
        '100 photos',
        'Brand video and six short clips',
        'Website and ad copy',
        'Unlimited revisions within 30 days',
      ],
    },
  ],
};

export const brandingPackages: PackageGroup = {
  id: 'branding',
  title: 'Branding packages',
  intro: 'A brand customers remember and trust, from a quick refresh to a long-term partnership.',
  packages: [
    {
      id: 'brand-essentials',
      name: 'Brand Essentials',
      price: '$500',
      summary: 'The basics done right.',
      inclusions: [
        'Logo clean-up in every file format',
        'Color palette and typography guide',
        'Business card and social profile graphics',
      ],
    },
    {
      id: 'local-brand-optimization',
      name: 'Local Brand Optimization',
      price: '$1,000',
      summary: 'A consistent brand everywhere locals find you.',
      inclusions: [
        'Brand audit of your listings, site and signage',
        'Consistent profiles across directories',
        'Review-response voice guide',
      ],
    },
    {
      id: 'brand-refresh',
      name: 'Brand Refresh',
      price: '$2,000',
      summary: 'Modernize your look without losing the recognition you have earned.',
      inclusions: [
        'Updated logo and typography',
        'Refreshed website and social graphics',
        'Vehicle wrap and uniform mock-ups',
      ],
    },
    {
      id: 'strategic-brand-alignment',
      name: 'Strategic Brand Alignment',
      price: '$3,500',
      summary: 'Position your business for the customers you want most.',
      inclusions: [
        'Customer and competitor research',
        'Positioning, messaging and tagline',
        'Brand guidelines for staff and vendors',
      ],
    },
    {
      id: 'comprehensive-rebrand',
      name: 'Comprehensive Rebrand',
      price: '$5,000',
      summary: 'A new identity, from strategy to signage.',
      inclusions: [
        'Full research and positioning',
        'New logo, palette and type system',
        'Rollout plan for signage, web, vehicles and print',
      ],
    },
    {
      id: 'long-term-brand-partnership',
      name: 'Long-Term Brand Partnership',
      price: '$1,000/month with a 6-month minimum',
      summary: 'A brand team on call as your business grows.',
      inclusions: [
        'Ongoing design for campaigns and signage',
        'Quarterly brand review',
        'Priority turnaround on every request',
      ],
    },
  ],
};
