import type { Package } from './types';

/** The agency's price list, "Managed growth packages (per month)" on the Comprehensive Shop Growth
 * Solutions page. The three highest tiers' inclusions scale up the lower tiers' services. */
export const growthPackages: Package[] = [
  {
    id: 'starter-strategy',
    name: 'Starter Strategy',
    price: '$500',
    priceNote: 'per month',
    summary: 'A managed foundation for shops that want consistent marketing without the guesswork.',
    inclusions: [
      '4 posts per month',
      'Up to 5 reviews per month requested and answered',
      'Google Business Profile upkeep',
      'Monthly results summary',
    ],
  },
  {
    id: 'growth-accelerator',
    name: 'Growth Accelerator',
    price: '$1,500',
    priceNote: 'per month',
    featured: true,
    summary: 'Content, email and reviews working together to bring customers back.',
    inclusions: [
      '8 posts per month plus 2 blog articles or emails',
      'Up to 10 reviews per month requested and answered',
      'Seasonal service reminders for past customers',
      'Monthly strategy call',
    ],
  },
  {
    id: 'market-builder',
    name: 'Market Builder',
    price: '$3,000',
    priceNote: 'per month',
    summary: 'Expand into new neighborhoods and service lines with a coordinated plan.',
    inclusions: [
      '12 posts per month plus 4 blog articles or emails',
      'Up to 25 reviews per month requested and answered',
      'Local SEO for two new service areas each quarter',
      'One managed ad campaign',
    ],
  },
  {
    id: 'high-performance-strategy',
    name: 'High-Performance Strategy',
    price: '$6,000',
    priceNote: 'per month',
    summary: 'A full marketing department for busy multi-bay shops and dealerships.',
    inclusions: [
      'Daily social posting and weekly blog content',
      'Unlimited reviews requested and answered',
      'Up to 5 managed ad campaigns with monthly creative',
      'Website updates and landing pages each month',
    ],
  },
  {
    id: 'elite-growth-package',
    name: 'Elite Growth Package',
    price: '$8,000',
    priceNote: 'per month',
    summary: 'Market leadership: brand, content, ads and reputation run as one program.',
    inclusions: [
      'Everything in High-Performance Strategy',
      'Quarterly on-site photo and video production',
      'Up to 8 managed ad campaigns across search and social',
      'Dedicated strategist and a quarterly business review',
    ],
  },
  {
    id: 'revolution-package',
    name: 'Revolution Package',
    price: 'starting at $10,000',
    priceNote: 'per month',
    summary: 'A custom growth program for dealership groups and multi-location brands.',
    inclusions: [
      'A plan built around your stores, brands and targets',
      'Custom web applications and integrations',
      'Multi-location reputation and ad management',
      'Executive reporting and a dedicated team',
    ],
  },
];
