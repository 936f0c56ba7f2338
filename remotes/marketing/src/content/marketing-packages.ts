import type { PackageGroup } from './types';

/** The agency's price list, "Marketing packages (per month)" on the Digital Marketing & Reputation
 * Management page: two tracks (directories and reviews; social posting), shown as two rows of
 * three so each track's tiers read in order. */
export const marketingPackageGroups: PackageGroup[] = [
  {
    id: 'local-seo-reputation',
    title: 'Local SEO and reputation',
    intro:
      'Get listed everywhere drivers look for a shop, and turn happy customers into five-star reviews.',
    packages: [
      {
        id: 'starter',
        name: 'Starter',
        price: '$500',
        priceNote: 'per month',
        summary: 'The essentials for a shop that is just starting to manage its online reputation.',
        inclusions: [
          'Listings on up to 3 industry directories',
          'Up to 10 reviews per month requested and answered',
          'Google Business Profile optimization',
          'Monthly ranking and review report',
        ],
      },
      {
        id: 'turbo-boost',
        name: 'Turbo Boost',
        price: '$1,000',
        priceNote: 'per month',
        featured: true,
        summary: 'Wider reach and a faster review engine for shops competing across several towns.',
        inclusions: [
          'Listings on up to 6 directories',
          'Up to 25 reviews per month requested and answered',
          'Weekly Google Business Profile posts and photo updates',
          'Citation clean-up so your name, address and phone match everywhere',
        ],
      },
      {
        id: 'full-throttle',
        name: 'Full Throttle',
        price: '$2,500',
        priceNote: 'per month',
        summary: 'Total local coverage for dealerships and multi-location service centers.',
        inclusions: [
          'Listings on 10+ niche automotive directories',
          'Unlimited reviews requested and answered',
          'Location pages and local link building',
          'Competitor tracking and a monthly strategy call',
        ],
      },
    ],
  },
  {
    id: 'social-media',
    title: 'Social media',
    intro:
      'Stay in front of the drivers in your area with posts that show your work, your team and your specials.',
    packages: [
      {
        id: 'cruise-control',
        name: 'Cruise Control',
        price: '$750',
        priceNote: 'per month',
        summary: 'A steady, professional presence on the platforms your customers use.',
        inclusions: [
          '2-3 social posts per week',
          'Facebook and Instagram management',
          'Branded templates for specials and seasonal reminders',
          'Monthly engagement report',
        ],
      },
      {
        id: 'performance-package',
        name: 'Performance Package',
        price: '$1,500',
        priceNote: 'per month',
        summary: 'More content, more formats and a community that recognizes your shop.',
        inclusions: [
          '4-5 posts per week',
          'Short before-and-after videos from your bays',
          'Comment and message monitoring during business hours',
          'Boosted posts for specials (ad spend billed separately)',
        ],
      },
      {
        id: 'the-ultimate-drive',
        name: 'The Ultimate Drive',
        price: '$3,500',
        priceNote: 'per month',
        summary: 'An always-on content team for brands that want to own their market.',
        inclusions: [
          'Daily posting across your channels',
          'Monthly on-site photo and video session',
          'Community management seven days a week',
          'Quarterly campaign planning with your team',
        ],
      },
    ],
  },
];
