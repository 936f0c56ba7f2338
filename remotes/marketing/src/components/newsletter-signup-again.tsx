import { useNewsletterSubscribe } from 'shared-state';
import { NewsletterForm } from 'site-ui/newsletter-form';
import ui from './ui.module.css';

/** The newsletter form again, on the pages a mailed link opens: the way back in. */
export function NewsletterSignupAgain({ heading }: { heading: string }) {
  const subscribe = useNewsletterSubscribe();
  return (
    <section className={ui.section}>
      <div className={ui.container}>
        <NewsletterForm
          heading={heading}
          blurb="We will email you a link to confirm; nothing arrives until you follow it."
          onSubscribe={subscribe}
        />
      </div>
    </section>
  );
}
