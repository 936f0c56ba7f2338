import { Link, getSiteConfig, paths } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { PageTemplate } from '../components/page-template';
import { ProjectGrid } from '../components/project-card';
import { ServiceGrid } from '../components/service-card';
import { founder, whyChooseUs } from '../content/company';
import { homeServices, hubService } from '../content/services';
import cards from '../components/cards.module.css';
import ui from '../components/ui.module.css';

/** The services, and the hub that runs them all as one plan. */
function WhatWeDo() {
  return (
    <>
      <ServiceGrid services={homeServices} />
      <div className={cards.hubBlock}>
        <div>
          <h3>All-in-one: {hubService.title}</h3>
          <p>{hubService.description}</p>
        </div>
        <Link to={hubService.link} className={buttonClass('onBrand', 'large')}>
          Learn More<span className="visually-hidden"> about {hubService.title}</span>
        </Link>
      </div>
    </>
  );
}

function RecentProjects() {
  return (
    <>
      <ProjectGrid />
      <p className={ui.actions}>
        <Link to={paths.portfolio} className={buttonClass('secondary', 'large')}>
          Explore Our Portfolio
        </Link>
      </p>
    </>
  );
}

export default function HomePage() {
  const { brandName, siteUrl } = getSiteConfig();
  return (
    <PageTemplate
      content={{
        meta: {
          title: `${brandName}: Websites and Marketing for Auto Repair Shops and Dealerships`,
          description:
            'Websites, local SEO, reviews, ads and branding built only for independent auto repair shops and car dealerships. More calls, more booked appointments.',
          canonicalPath: paths.home,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'ProfessionalService',
            name: brandName,
            url: siteUrl,
            description:
              'Web development, digital marketing and reputation management for auto repair shops and car dealerships.',
          },
        },
        hero: {
          eyebrow: 'For auto repair shops and dealerships',
          title: 'Websites and marketing that keep your service bays full',
          lead: 'We build fast websites, manage your reviews and run local marketing for independent shops and dealerships, so more drivers find you, trust you and book with you.',
          primary: { label: 'Start Growing Your Business', to: paths.contact },
          secondary: { label: 'Explore Our Services', to: paths.services },
          art: {
            name: 'home',
            label:
              'A repair shop website on a laptop with five-star reviews and a rising bookings chart',
          },
        },
        blocks: [
          {
            kind: 'section',
            eyebrow: 'What we do',
            heading: 'Everything your shop needs to grow online',
            intro: 'Pick the service you need today, or let us run all of it as one plan.',
            children: <WhatWeDo />,
          },
          {
            kind: 'features',
            eyebrow: 'Why choose us',
            heading: 'Why shops and dealerships choose us',
            intro:
              'We are not a general agency that also does car dealers. Automotive is all we do.',
            tone: 'alt',
            features: whyChooseUs,
          },
          {
            kind: 'quote',
            variant: 'band',
            text: founder.rule,
            by: `${founder.name}, ${founder.role.toLowerCase()}`,
          },
          {
            kind: 'section',
            eyebrow: 'Our work',
            heading: 'Recent projects',
            intro: 'Branding, websites, software and marketing we are proud of.',
            children: <RecentProjects />,
          },
          { kind: 'testimonial', tone: 'alt' },
        ],
        cta: {
          title: 'Ready to bring in more customers?',
          text: 'Tell us about your shop. We will reply within one business day with honest advice, whether or not you hire us.',
          button: "Let's Get Started",
          to: paths.contact,
        },
      }}
    />
  );
}
