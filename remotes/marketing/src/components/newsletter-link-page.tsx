import type { ReactNode } from 'react';
import { useDocumentMeta, useNewsletterSubscribe } from '@agency/shared-state';
import { NewsletterForm } from '@agency/ui/newsletter-form';
import { Hero } from './hero';
import ui from './ui.module.css';

/** A page a mailed newsletter link opens (confirm, unsubscribe): kept out of search, a compact
 * hero saying what happened (its lead a status once `settled`), and, where the reader is not
 * subscribed after all, the newsletter form again as the way back in. */
export function NewsletterLinkPage({
  text,
  settled,
  actions,
  signUpAgain,
}: {
  text: { title: string; lead: string };
  settled: boolean;
  actions: ReactNode;
  signUpAgain: boolean;
}) {
  useDocumentMeta({ title: text.title, description: undefined, noindex: true });
  return (
    <>
      <Hero
        compact
        eyebrow="Newsletter"
        title={text.title}
        lead={<span role={settled ? 'status' : undefined}>{text.lead}</span>}
        actions={actions}
      />
      {signUpAgain && <SignUpAgain />}
    </>
  );
}

function SignUpAgain() {
  const subscribe = useNewsletterSubscribe();
  return (
    <section className={ui.section}>
      <div className={ui.container}>
        <NewsletterForm
          heading="Sign up again"
          blurb="We will email you a link to confirm; nothing arrives until you follow it."
          onSubscribe={subscribe}
        />
      </div>
    </section>
  );
}
