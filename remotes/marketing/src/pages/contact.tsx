import {
  getSiteConfig,
  Link,
  paths,
  phoneHref,
  useDocumentMeta,
  useSearchParams,
} from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import { ContactForm } from '../components/forms/contact-form';
import { Hero } from '../components/hero';
import { JobOpening } from '../components/job-opening';
import { Section } from '../components/section';
import { jobs } from '../content/jobs';
import ui from '../components/ui.module.css';
import styles from './page.module.css';
import { FormPageBody } from './form-page-body';

export interface ContactPageProps {
  /** /consultation: the same form, introduced as a consultation request. */
  consultation?: boolean;
}

const nextSteps = [
  { icon: 'mail', text: 'We reply within one business day, from a real person.' },
  { icon: 'calendar', text: 'We book a free 30-minute call at a time that suits your shop.' },
  {
    icon: 'document',
    text: 'You get honest recommendations and fixed prices, with no obligation.',
  },
] as const;

/** /contact (form plus the careers teaser) and /consultation. */
export default function ContactPage({ consultation = false }: ContactPageProps) {
  const { contactEmail, contactPhone, contactHours } = getSiteConfig();
  const [searchParams] = useSearchParams();
  const interest = searchParams.get('interest')?.trim();
  const initialMessage = interest
    ? `Hi, I'm interested in ${interest}. `
    : consultation
      ? 'I would like to book a free consultation. '
      : '';

  useDocumentMeta({
    title: consultation ? 'Book a Consultation' : 'Contact Us',
    description: consultation
      ? 'Book a free 30-minute consultation about your shop or dealership: your website, local search, reviews and advertising.'
      : 'Contact our team about websites, local SEO, reviews, ads or branding for your auto repair shop or dealership. We reply within one business day.',
  });

  return (
    <>
      <Hero
        compact
        eyebrow={consultation ? 'Free consultation' : 'Contact'}
        title={consultation ? 'Book a Consultation' : 'Contact Us'}
        lead={
          consultation
            ? 'A free 30-minute call about your shop, your goals and what would bring in more customers. Tell us a little about your business and we will set it up.'
            : 'Questions, a quote or a second opinion on your marketing: tell us about your shop and we will get back to you.'
        }
        art={{
          name: 'contact',
          label: 'A letter, a chat reply and a call booked in the calendar',
        }}
      />

      <FormPageBody
        headingId="contact-form-heading"
        heading={consultation ? 'Request your consultation' : 'Send us a message'}
        note="All fields are required."
        aside={
          <aside className={styles.aside} aria-label="Other ways to reach us">
            <div className={styles.directCard}>
              <h2>Reach us directly</h2>
              <ul className={styles.asideList}>
                <li>
                  <Icon glyph={glyphs.mail} size={24} />
                  <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
                </li>
                <li>
                  <Icon glyph={glyphs.phone} size={24} />
                  <a href={phoneHref(contactPhone)}>{contactPhone}</a>
                </li>
                <li>
                  <Icon glyph={glyphs.clock} size={24} />
                  <p>{contactHours}</p>
                </li>
              </ul>
            </div>
            <div>
              <h2 id="next-steps-heading">What happens next</h2>
              <ul className={styles.asideList}>
                {nextSteps.map((step) => (
                  <li key={step.icon}>
                    <Icon glyph={glyphs[step.icon]} size={24} />
                    <p>{step.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2>Who we work with</h2>
              <p>
                Independent auto repair shops, specialty garages and car dealerships. We work
                remotely with clients across the United States.
              </p>
            </div>
          </aside>
        }
      >
        <ContactForm
          key={initialMessage}
          initialMessage={initialMessage}
          submitLabel={consultation ? 'Request Consultation' : 'Send Message'}
        />
      </FormPageBody>

      <Section heading="Join our team" intro="We are hiring. All positions are remote." tone="alt">
        <ul className={ui.grid3} role="list">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobOpening job={job} showApply={false} />
            </li>
          ))}
        </ul>
        <p className={ui.actions}>
          <Link to={paths.careers} className={ui.textLink}>
            See all careers
          </Link>
        </p>
      </Section>
    </>
  );
}
