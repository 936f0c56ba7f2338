import { type JobSlug } from '@agency/shared-state';
import type { JobDetail } from './types';
import { marketingPaths, resumePortalPath } from '../paths';

/** The three openings, all remote: the listing's fields (id, title, location, description, url,
 * applyUrl) and what each detail page says about the role. */
export const jobs: JobDetail[] = [
  {
    id: 'frontend-developer',
    title: 'Front-End Developer',
    location: 'Remote',
    employmentType: 'Full-time',
    description:
      'Build fast, accessible websites and web apps for auto repair shops and dealerships with React and TypeScript.',
    url: marketingPaths.frontendDeveloper,
    applyUrl: resumePortalPath('frontend-developer'),
    summary:
      'You will turn designs into fast, accessible websites and web applications that independent shops and dealerships rely on to bring in customers. You will work closely with our designers and marketers, and your work will go live on real businesses\u2019 sites every month.',
    responsibilities: [
      'Build responsive, accessible pages and components in React and TypeScript from Figma designs',
      'Keep client sites fast: Core Web Vitals, image optimization and lean bundles',
      'Integrate booking, inventory, newsletter and analytics features with our APIs',
      'Write tests and review pull requests with the rest of the team',
      'Help maintain our component library and launch checklists',
    ],
    requirements: [
      '2+ years of professional front-end development',
      'Strong HTML, CSS and modern JavaScript; working knowledge of TypeScript and React',
      'Practical understanding of accessibility (WCAG 2.2 AA) and responsive design',
      'Experience with Git and code review',
      'Clear written communication for a remote team',
    ],
    niceToHave: [
      'Experience with Node.js APIs',
      'Interest in SEO and site performance',
      'A portfolio of live sites you built',
    ],
  },
  {
    id: 'ux-ui-designer',
    title: 'UX/UI Designer',
    location: 'Remote',
    employmentType: 'Full-time',
    description:
      'Design websites and brand experiences that make it easy for drivers to choose, call and book a local shop.',
    url: marketingPaths.uxUiDesigner,
    applyUrl: resumePortalPath('ux-ui-designer'),
    summary:
      'You will design the websites, landing pages and brand systems our clients use to win customers. You will talk to shop owners, understand how their customers decide, and turn that into clear, good-looking interfaces that work on every phone.',
    responsibilities: [
      'Design websites and landing pages from wireframes to polished, responsive mock-ups',
      'Run short discovery sessions with clients and test designs with real customers',
      'Build and maintain design systems and brand guidelines in Figma',
      'Work with developers through build and launch to keep the details right',
      'Create visual assets for ads, social media and case studies',
    ],
    requirements: [
      '3+ years designing websites or digital products',
      'A portfolio showing your process as well as finished work',
      'Expert use of Figma, including components and auto layout',
      'Solid grasp of accessibility, typography and mobile-first layout',
      'Comfort presenting your work to clients who are not designers',
    ],
    niceToHave: [
      'Branding or logo design experience',
      'Basic HTML and CSS',
      'Experience with small-business or automotive clients',
    ],
  },
  {
    id: 'marketing-specialist',
    title: 'Marketing Specialist',
    location: 'Remote',
    employmentType: 'Full-time',
    description:
      'Plan and run local SEO, reviews, social and ad campaigns that fill service bays for our automotive clients.',
    url: marketingPaths.marketingSpecialist,
    applyUrl: resumePortalPath('marketing-specialist'),
    summary:
      'You will run the day-to-day marketing for a portfolio of repair shops and dealerships: their listings, reviews, social media and ad campaigns. You will see the results of your work in their phone calls and booked appointments, and report them in plain language.',
    responsibilities: [
      'Manage Google Business Profiles, directory listings and review programs',
      'Plan, write and schedule social posts and short videos',
      'Set up and optimize search and social ad campaigns',
      'Track calls, leads and rankings and write clear monthly reports',
      'Join client calls and recommend next steps',
    ],
    requirements: [
      '2+ years in digital marketing, at an agency or in-house',
      'Hands-on experience with Google Business Profile, Google Ads and Meta Ads',
      'Working knowledge of local SEO and Google Analytics 4',
      'Excellent writing and an eye for a good photo',
      'Organized enough to juggle several clients\u2019 calendars',
    ],
    niceToHave: [
      'Google Ads certification',
      'Automotive or home-services experience',
      'Basic photo and video editing',
    ],
  },
];

export function jobBySlug(slug: string | null | undefined): JobDetail | undefined {
  return jobs.find((job) => job.id === slug);
}

export function isJobSlug(value: string | null | undefined): value is JobSlug {
  return jobBySlug(value) !== undefined;
}
