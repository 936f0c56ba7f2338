import { paths } from '@agency/shared-state';
import type { CaseStudy, CaseStudySlug } from './types';
import { marketingPaths } from '../paths';

/** The three case studies, each a case-study content object (see types.ts). */
export const caseStudies: Record<CaseStudySlug, CaseStudy> = {
  'hem-automotive': {
    slug: 'hem-automotive',
    category: 'Automotive branding, web and marketing',
    summary:
      'A new brand, website, ad program and local SEO for an independent repair shop, with a booking API on the way.',
    title: 'HEM Automotive',
    tagline: 'From word-of-mouth shop to the first name drivers find online.',
    heroImage: 'automotive',
    overviewTitle: 'The challenge',
    overview: [
      'HEM Automotive had a loyal base of customers and a reputation for honest work, but almost no presence online. Its old logo did not reproduce well on signs or screens, it had no website of its own, and new drivers in the area were finding larger chains first.',
      'The owners wanted a brand that looked as professional as their work, a website that made it easy to call or book, and a steady flow of new customers without depending on discounts.',
    ],
    image: 'automotive-detail',
    servicesTitle: 'What we delivered',
    services: [
      {
        icon: 'palette',
        title: 'Branding',
        description:
          'A new logo, color palette and typography that work on the shop sign, the service vans, the uniforms and a phone screen.',
      },
      {
        icon: 'browser',
        title: 'Website',
        description:
          'A fast, mobile-first website with a page for every service, click-to-call, directions and an appointment request form.',
      },
      {
        icon: 'target',
        title: 'Advertising',
        description:
          'Search and social campaigns for high-value services such as brakes, diagnostics and maintenance, tracked to the phone call.',
      },
      {
        icon: 'search',
        title: 'Local SEO',
        description:
          'An optimized Google Business Profile, consistent directory listings and a review routine that keeps new ratings coming in.',
      },
      {
        icon: 'plug',
        title: 'API in progress',
        description:
          'An API that will connect online booking and service reminders to the shop-management system, now in development.',
      },
    ],
    outcomeTitle: 'The results',
    outcome: [
      'The ad campaigns reached a click-through rate of 4.21%, against an industry average of 2.11%, and returned 39.6 times their cost in revenue. Daily interactions with the shop\u2019s online profiles grew by 328%, from 0.88 to 3.77 a day.',
      'HEM Automotive now has a brand it is proud to put on every van and a website that brings in work while the team is under the hood.',
    ],
    outcomeStats: [
      {
        value: '4.21%',
        label: 'Click-through rate',
        detail: 'versus an industry average of 2.11%',
      },
      { value: '328%', label: 'More daily interactions', detail: 'from 0.88 to 3.77 a day' },
      { value: '39.6', label: 'Return on ad spend' },
    ],
    ctaTitle: 'Want results like HEM Automotive?',
    ctaDescription:
      'Tell us about your shop and we will show you where your next customers are coming from.',
    ctaButton: 'Start Your Project',
    ctaLink: paths.contact,
  },
  'api-gateway': {
    slug: 'api-gateway',
    category: 'Full-stack inventory and content management',
    summary:
      'A multi-tenant API gateway and dashboard that manages blogs, newsletters and inventory for several businesses at once.',
    title: 'API Gateway',
    tagline: 'One secure back end for blogs, newsletters and inventory across every client site.',
    heroImage: 'gateway',
    overviewTitle: 'The product',
    overview: [
      'Our clients kept asking for the same things: a blog they could update themselves, a newsletter signup that actually reached their inbox, and a simple way to keep inventory and specials current on their website.',
      'Instead of rebuilding these features for every site, we built one multi-tenant API gateway. Each business gets its own secure space, and every website we build can plug into it. This very website runs on it.',
    ],
    image: 'gateway-detail',
    servicesTitle: 'What it does today',
    services: [
      {
        icon: 'pen',
        title: 'Blog management',
        description:
          'Create, edit, schedule and publish posts with images and video, with search-friendly titles and descriptions on every post.',
      },
      {
        icon: 'mail',
        title: 'Newsletter management',
        description:
          'Signup forms on every site feed one subscriber list per business, ready for monthly tips and seasonal specials.',
      },
      {
        icon: 'layers',
        title: 'Inventory management',
        description:
          'Vehicles, parts and service packages managed in one dashboard and shown on the website as soon as they change.',
      },
      {
        icon: 'shield',
        title: 'Secure accounts',
        description:
          'Verified email sign-up, password reset, roles for owners and staff, and data kept separate for every business.',
      },
    ],
    upcomingFeaturesTitle: 'Upcoming features',
    upcomingFeatures: [
      {
        icon: 'chart',
        title: 'Analytics',
        description: 'Traffic, leads and newsletter performance for every site in one dashboard.',
      },
      {
        icon: 'calendar',
        title: 'Booking',
        description:
          'Online appointment booking with reminders, connected to the shop\u2019s schedule.',
      },
      {
        icon: 'plug',
        title: 'Third-party integrations',
        description: 'Connections to shop-management, dealership and payment systems.',
      },
    ],
    // No link to the source repository until its address is known (docs/spec-deviations.md).
    externalLinks: [],
    outcomeTitle: 'The outcome',
    outcome: [
      'New client websites now launch with a blog, newsletter and inventory tools on day one, and owners update their own content without calling us.',
      'Because every site shares one hardened back end, security fixes and new features reach every client at once.',
    ],
    ctaTitle: 'See it in action',
    ctaDescription:
      'Our Tech & Tranquility blog is published through the API gateway. Read the latest posts, or ask us how it could power your site.',
    ctaButton: 'Visit Tech & Tranquility',
    ctaLink: paths.blog,
  },
  'solar-athletics': {
    slug: 'solar-athletics',
    category: 'Sports-brand rebrand',
    summary:
      'A logo and typography refresh that gave an athletics gym an identity as energetic as its classes.',
    title: 'Solar Athletics',
    tagline: 'A brighter, bolder identity for a gym that never stands still.',
    heroImage: 'athletics',
    overviewTitle: 'The brief',
    overview: [
      'Solar Athletics had outgrown its original logo: a detailed mark that blurred on T-shirts and vanished in a social feed. The gym wanted a look that felt as energetic as its classes and worked everywhere from the front door to a profile picture.',
      'It shows what our brand team brings to automotive clients: a clear process, a mark that works at every size, and guidelines a business can use on its own.',
    ],
    image: 'athletics-detail',
    servicesTitle: 'What we delivered',
    services: [
      {
        icon: 'sun',
        title: 'Logo refresh',
        description:
          'A simplified sun mark that reads at any size, with horizontal, stacked and icon-only versions.',
      },
      {
        icon: 'type',
        title: 'Typography',
        description:
          'A bold, condensed headline face paired with a clean text face for schedules, signage and the website.',
      },
      {
        icon: 'palette',
        title: 'Brand guidelines',
        description:
          'Colors, spacing and usage rules so staff and print vendors apply the brand the same way every time.',
      },
    ],
    outcomeTitle: 'The outcome',
    outcome: [
      'The new identity rolled out across apparel, signage and social media in one season. Members recognized it instantly, and the gym finally had merchandise people wanted to wear outside class.',
    ],
    ctaTitle: 'Ready for a brand that stands out?',
    ctaDescription:
      'Whether you need a refresh or a full rebrand, we will help your shop look as good as the work it does.',
    ctaButton: 'Talk to Our Brand Team',
    ctaLink: paths.contact,
  },
};

export const caseStudyOrder: CaseStudySlug[] = ['hem-automotive', 'api-gateway', 'solar-athletics'];

export const caseStudyPath: Record<CaseStudySlug, string> = {
  'hem-automotive': marketingPaths.hemAutomotive,
  'api-gateway': marketingPaths.apiGateway,
  'solar-athletics': marketingPaths.solarAthletics,
};
