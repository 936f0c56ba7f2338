import type { PageCard } from './draw';

/**
 * Every page of the remote's sitemap and what its share card shows: the page's h1 and the art
 * of its hero. A page whose hero has no art (a job, the application form, a legal document)
 * shows its section's: the careers scene, or the company's. `pages.test.tsx` renders each
 * route and checks that the title is its h1, that the art is the scene its hero draws, and that
 * no sitemap page is missing here; the titles are written out because this list is read by the
 * build (share-cards/build.mjs) without the page code and @agency/shared-state it would need to ask.
 */
export const pageCards: PageCard[] = [
  {
    path: '/',
    title: 'Websites and marketing that keep your service bays full',
    art: 'home',
    artLabel:
      'A repair shop website on a laptop with five-star reviews and a rising bookings chart',
  },
  {
    path: '/about',
    title: 'We help the shops that keep their communities moving',
    art: 'about',
    artLabel: 'A wrench, a heart and a team: an agency built around auto shops',
  },
  {
    path: '/services',
    title: 'Services built for auto repair shops and dealerships',
    art: 'services',
    artLabel: 'Gears, a website and a megaphone: our services working together',
  },
  {
    path: '/services/paid-ads',
    title: 'Ads, content and a brand that bring drivers to your door',
    art: 'ads',
    artLabel: 'An ad for a repair shop aimed at a bullseye, and bookings rising',
  },
  {
    path: '/services/web-development',
    title: 'Websites that turn searches into booked appointments',
    art: 'web',
    artLabel: 'Code in an editor becoming a shop website on a phone, with a speed gauge',
  },
  {
    path: '/services/digital-marketing',
    title: 'Be the shop drivers find first and trust most',
    art: 'marketing',
    artLabel: 'A map pin, five-star rating and growth chart: local marketing that works',
  },
  {
    path: '/services/strategy-consulting',
    title: 'A clear plan and a brand that sets you apart',
    art: 'strategy',
    artLabel: 'A road plan with three milestones to a flag, a compass and a brand colour kit',
  },
  {
    path: '/services/marketing-consulting-hub',
    title: 'Comprehensive shop growth solutions',
    art: 'hub',
    artLabel: 'The shop at the centre of one orbit: website, reviews, ads, messages and reports',
  },
  {
    path: '/portfolio',
    title: 'Work that brings customers through the door',
    art: 'portfolio',
    artLabel: 'Layers of finished websites and five-star reviews',
  },
  {
    path: '/projects/hem-automotive',
    title: 'HEM Automotive',
    art: 'automotive',
    artLabel: 'A repair shop with its new sign, a car at its door and a five-star rating',
  },
  {
    path: '/projects/api-gateway',
    title: 'API Gateway',
    art: 'gateway',
    artLabel: 'One hub joined to content, mail, layers and security',
  },
  {
    path: '/projects/solar-athletics',
    title: 'Solar Athletics',
    art: 'athletics',
    artLabel: 'The Solar Athletics sun mark on a brand board',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    art: 'contact',
    artLabel: 'A letter, a chat reply and a call booked in the calendar',
  },
  {
    path: '/consultation',
    title: 'Book a Consultation',
    art: 'contact',
    artLabel: 'A letter, a chat reply and a call booked in the calendar',
  },
  {
    path: '/careers',
    title: 'Build the future of local automotive marketing',
    art: 'careers',
    artLabel: 'A remote team of developers and designers',
  },
  ...(
    [
      ['/careers/frontend-developer', 'Front-End Developer'],
      ['/careers/ux-ui-designer', 'UX/UI Designer'],
      ['/careers/marketing-specialist', 'Marketing Specialist'],
      ['/careers/resume-portal', 'Apply for a Position'],
    ] as const
  ).map(([path, title]): PageCard => ({
    path,
    title,
    art: 'careers',
    artLabel: 'A remote team of developers and designers',
  })),
  ...(
    [
      ['/documents/disclaimer', 'Disclaimer'],
      ['/documents/terms-of-service', 'Terms of Service'],
      ['/documents/privacy-policy', 'Privacy Policy'],
    ] as const
  ).map(([path, title]): PageCard => ({
    path,
    title,
    art: 'about',
    artLabel: 'A wrench, a heart and a team: an agency built around auto shops',
  })),
];
