import { Link, paths, useDocumentMeta } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { CtaBand } from '../components/cta-band';
import { Faq } from '../components/faq';
import { Hero } from '../components/hero';
import { Section } from '../components/section';
import { ServiceGrid } from '../components/service-card';
import { TestimonialInvite } from '../components/testimonial-invite';
import { servicesFaq } from '../content/company';
import { overviewServices } from '../content/services';
import styles from './page.module.css';

export default function ServicesPage() {
  useDocumentMeta({
    title: 'Our Services',
    description:
      'Web design and development, digital marketing and reputation management, advertising, content, branding and strategy for auto repair shops and dealerships.',
  });

  return (
    <>
      <Hero
        eyebrow="Services"
        title="Services built for auto repair shops and dealerships"
        lead="From your first website to a complete growth program, every service is designed around how drivers find, choose and return to a shop."
        primary={{ label: 'Get a Free Consultation', to: paths.contact }}
        art={{
          name: 'services',
          label: 'Gears, a website and a megaphone: our services working together',
        }}
      />

      <Section
        heading="How we can help"
        intro="Choose a service to see what is included and what it costs."
      >
        <ServiceGrid services={overviewServices} />
      </Section>

      <TestimonialInvite heading="Share your experience" tone="alt" />

      <Section heading="Frequently asked questions">
        <Faq items={servicesFaq} />
      </Section>

      <Section heading="From our blog" tone="alt">
        <div className={styles.blogTeaser}>
          <p className={styles.teaserText}>
            Practical advice on local SEO, reviews, websites and advertising for shop owners, in our
            Tech &amp; Tranquility blog.
          </p>
          <Link to={paths.blog} className={buttonClass('secondary', 'large')}>
            Read the Blog
          </Link>
        </div>
      </Section>

      <CtaBand
        title="Not sure which service fits?"
        text="Tell us where your shop is today and where you want it to be. We will recommend the right mix, with prices, in one conversation."
        button="Contact Us"
        to={paths.contact}
      />
    </>
  );
}
