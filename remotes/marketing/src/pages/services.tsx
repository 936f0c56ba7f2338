import { Link, paths } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { Faq } from '../components/faq';
import { PageTemplate, type PageContent } from '../components/page-template';
import { ServiceGrid } from '../components/service-card';
import { servicesFaq } from '../content/company';
import { overviewServices } from '../content/services';
import styles from './page.module.css';

function BlogTeaser() {
  return (
    <div className={styles.blogTeaser}>
      <p className={styles.teaserText}>
        Practical advice on local SEO, reviews, websites and advertising for shop owners, in our
        Tech &amp; Tranquility blog.
      </p>
      <Link to={paths.blog} className={buttonClass('secondary', 'large')}>
        Read the Blog
      </Link>
    </div>
  );
}

const content: PageContent = {
  meta: {
    title: 'Our Services',
    description:
      'Web design and development, digital marketing and reputation management, advertising, content, branding and strategy for auto repair shops and dealerships.',
  },
  hero: {
    eyebrow: 'Services',
    title: 'Services built for auto repair shops and dealerships',
    lead: 'From your first website to a complete growth program, every service is designed around how drivers find, choose and return to a shop.',
    primary: { label: 'Get a Free Consultation', to: paths.contact },
    art: {
      name: 'services',
      label: 'Gears, a website and a megaphone: our services working together',
    },
  },
  blocks: [
    {
      kind: 'section',
      heading: 'How we can help',
      intro: 'Choose a service to see what is included and what it costs.',
      children: <ServiceGrid services={overviewServices} />,
    },
    { kind: 'testimonial', heading: 'Share your experience', tone: 'alt' },
    {
      kind: 'section',
      heading: 'Frequently asked questions',
      children: <Faq items={servicesFaq} />,
    },
    { kind: 'section', heading: 'From our blog', tone: 'alt', children: <BlogTeaser /> },
  ],
  cta: {
    title: 'Not sure which service fits?',
    text: 'Tell us where your shop is today and where you want it to be. We will recommend the right mix, with prices, in one conversation.',
    button: 'Contact Us',
    to: paths.contact,
  },
};

export default function ServicesPage() {
  return <PageTemplate content={content} />;
}
