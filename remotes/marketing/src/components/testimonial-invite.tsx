import { Link, paths } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { testimonialOffer } from '../content/company';
import { Section } from './section';
import styles from './testimonial-invite.module.css';

export interface TestimonialInviteProps {
  heading?: string;
  tone?: 'plain' | 'alt';
}

/** The testimonials section while there are no client testimonials to quote: an honest
 * invitation for feedback with the free first month, and a contact link. */
export function TestimonialInvite({
  heading = 'What Our Clients Say',
  tone = 'plain',
}: TestimonialInviteProps) {
  return (
    <Section heading={heading} tone={tone}>
      <div className={styles.testimonial}>
        <span className={styles.offer}>{testimonialOffer.title}</span>
        <p>{testimonialOffer.text}</p>
        <Link to={paths.contact} className={buttonClass('primary', 'large')}>
          {testimonialOffer.button}
        </Link>
      </div>
    </Section>
  );
}
