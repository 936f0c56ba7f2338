import { Link, paths } from 'shared-state';
import { testimonialOffer } from '../content/company';
import { Section } from './section';
import ui from './ui.module.css';
import styles from './testimonial-invite.module.css';

export interface TestimonialInviteProps {
  heading?: string;
  tone?: 'plain' | 'alt';
}

/** The spec's testimonials placeholder: an honest invitation for feedback with the free
 * first month (spec section 9), and a contact link. */
export function TestimonialInvite({
  heading = 'What Our Clients Say',
  tone = 'plain',
}: TestimonialInviteProps) {
  return (
    <Section heading={heading} tone={tone}>
      <div className={styles.testimonial}>
        <span className={styles.offer}>{testimonialOffer.title}</span>
        <p>{testimonialOffer.text}</p>
        <Link to={paths.contact} className={ui.button}>
          {testimonialOffer.button}
        </Link>
      </div>
    </Section>
  );
}
