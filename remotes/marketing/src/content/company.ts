import * as glyphs from '@agency/ui/glyphs';
import type { FaqItem, Feature, Stat } from './types';

/** The home page's six 'why choose us' cards (fixed titles: home.test.tsx pins them). */
export const whyChooseUs: Feature[] = [
  {
    title: 'Industry Expertise',
    icon: glyphs.wrench,
    text: 'We work only with auto repair shops and dealerships, so we already know your customers, your seasons and the services that pay.',
  },
  {
    title: 'Tailored Solutions',
    icon: glyphs.sliders,
    text: 'No cookie-cutter bundles: every plan starts from your bays, your service area and your goals for the year.',
  },
  {
    // Written with its apostrophe on purpose; docs/spec-deviations.md says why.
    title: "For Today's Customers",
    icon: glyphs.phone,
    text: 'Drivers search, compare reviews and book from their phones. We make sure your shop wins that moment.',
  },
  {
    title: 'Data-Driven Results',
    icon: glyphs.chart,
    text: 'Calls, bookings, rankings and reviews measured every month, in plain language, so you know what your money is doing.',
  },
  {
    title: 'Long-Term Partnerships',
    icon: glyphs.heart,
    text: 'We grow when you grow. Most clients start with one service and stay with us for years.',
  },
  {
    title: 'Innovation To Set You Apart',
    icon: glyphs.rocket,
    text: 'Online booking, custom tools and fresh content ideas that put you a step ahead of the shop down the street.',
  },
];

/** The about page's three core values (fixed titles: about.test.tsx pins them). */
export const coreValues: Feature[] = [
  {
    title: 'Driven to Overcome',
    icon: glyphs.gauge,
    text: 'Small shops face big competitors. We take on the hard problems (thin budgets, crowded markets, bad reviews) and keep going until the phone rings.',
  },
  {
    title: 'Built Like It Matters',
    icon: glyphs.wrench,
    text: 'We build websites the way a good technician works on a car: done right the first time, tested, and backed by people who answer when you call.',
  },
  {
    title: 'Your Business Your Voice',
    icon: glyphs.chat,
    text: 'Your customers trust you, not an agency. Every post, page and reply we write sounds like your shop and reflects how you treat people.',
  },
];

/** The agency's published claim: ad results. */
export const adResults: Stat[] = [
  { value: '4.21%', label: 'Click-through rate', detail: 'versus an industry average of 2.11%' },
  { value: '328%', label: 'More daily interactions', detail: 'up from 0.88 to 3.77 a day' },
  { value: '39.6', label: 'Return on ad spend', detail: 'revenue for every ad dollar spent' },
];

/** The agency's published claim: the local SEO case study. */
export const localSeoResults: Stat[] = [
  { value: '11.6%', label: 'More phone calls', detail: 'from Google search and Maps' },
  {
    value: '29 → 26',
    label: 'Search position',
    detail: 'moved from 29 to 26 for the shop\u2019s main search terms',
  },
];

/** The testimonial offer. */
export const testimonialOffer = {
  title: 'Your first month is on us',
  text: 'We are building our library of client stories. Work with us, leave an honest testimonial about your experience, and your first month of service is free.',
  button: 'Tell Us About Your Shop',
};

/** The services overview's FAQ: five answered questions (docs/spec-deviations.md says why). */
export const servicesFaq: FaqItem[] = [
  {
    question: 'Do you only work with auto repair shops and dealerships?',
    answer:
      'Yes. Focusing on the automotive trade means we already know your customers, your busy seasons and the searches that bring in profitable work.',
  },
  {
    question: 'Can I start with one service and add more later?',
    answer:
      'Absolutely. Many clients start with a website or reputation management and add advertising or a managed growth package once they see results.',
  },
  {
    question: 'Do I have to sign a long contract?',
    answer:
      'Most monthly packages run month to month. Website maintenance is optional and can be cancelled anytime. The Long-Term Brand Partnership has a 6-month minimum, and we state any minimum before you sign.',
  },
  {
    question: 'Who owns my website and content?',
    answer:
      'You do. Your domain, your content and the photos we produce for you belong to your business.',
  },
  {
    question: 'How do you report results?',
    answer:
      'Every month you get a short report of calls, form leads, rankings, reviews and ad performance, with what we will do next, and a person to call about it.',
  },
];

/** The founder, as the blog's team section (remotes/blog/src/content/team.ts) names him: one
 * founder story across the site. */
export const founder = {
  name: 'Marcus Reyes',
  role: 'Founder & Strategy Lead',
  bio: [
    'Marcus Reyes spent fifteen years in automotive retail, from the service drive to running a dealership service department, before he started building websites for the trade. He watched good shops lose customers to agencies that treated a repair shop like any other client.',
    'Today he leads strategy for every client, helps owners decide where the next marketing dollar earns the most, and still reviews each website before it launches.',
  ],
  rule: 'If it would not bring cars into our own bays, it does not ship.',
};
