import type { ProcessStep } from './types';

/** Digital marketing page: the three-step process. */
export const digitalMarketingProcess: ProcessStep[] = [
  {
    step: 1,
    title: 'Audit',
    text: 'We check your Google Business Profile, directory listings, reviews, website and competitors, and show you where customers are slipping away.',
  },
  {
    step: 2,
    title: 'Optimize',
    text: 'We fix your listings, optimize your profile and site for the searches that matter, and start a steady review and posting routine.',
  },
  {
    step: 3,
    title: 'Grow',
    text: 'Every month we measure calls, rankings and reviews, double down on what works and report back in plain language.',
  },
];

/** Strategic consulting page: the process in four steps. */
export const strategyProcess: ProcessStep[] = [
  {
    step: 1,
    title: 'Assess',
    text: 'A working session at your shop: your numbers, your customers, your brand and what the competition is doing better.',
  },
  {
    step: 2,
    title: 'Position',
    text: 'We define who you serve best, what makes you different and the message that will make drivers choose you.',
  },
  {
    step: 3,
    title: 'Plan',
    text: 'A 12-month roadmap with priorities, budgets and targets for your website, marketing, reputation and brand.',
  },
  {
    step: 4,
    title: 'Execute and review',
    text: 'We carry out the plan with you or your team and review results every quarter, adjusting as your business changes.',
  },
];

/** Comprehensive growth page: the four-step partnership process. */
export const partnershipProcess: ProcessStep[] = [
  {
    step: 1,
    title: 'Discovery call',
    text: 'A 30-minute conversation about your shop, your goals and what has and has not worked for you before.',
  },
  {
    step: 2,
    title: 'Growth plan',
    text: 'Within a week you receive a written plan and a recommended package, with clear monthly deliverables and targets.',
  },
  {
    step: 3,
    title: 'Launch',
    text: 'Your team of specialists sets up your site, listings, review flow and content calendar, usually within the first month.',
  },
  {
    step: 4,
    title: 'Monthly reviews',
    text: 'Every month we report results, agree on next steps and adjust the plan, so the partnership keeps paying off.',
  },
];
