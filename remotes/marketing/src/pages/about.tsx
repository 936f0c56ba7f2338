import { getSiteConfig, paths } from '@agency/shared-state';
import { InitialsBadge } from '@agency/ui/initials';
import { Illustration } from '../components/illustration';
import { PageTemplate } from '../components/page-template';
import { ProseSplit } from '../components/prose-split';
import { Quote } from '../components/quote';
import { coreValues, founder } from '../content/company';
import ui from '../components/ui.module.css';
import styles from './page.module.css';

function WhoWeAre({ brandName }: { brandName: string }) {
  return (
    <ProseSplit
      aside={
        <Illustration
          name="services"
          label="Website, ads, reviews and strategy as four tiles joined at one hub"
          width={440}
        />
      }
    >
      <p>
        {brandName} builds websites and runs digital marketing for the businesses that keep cars on
        the road: independent repair shops, specialty garages and car dealerships. We design the
        site, bring in the reviews, manage the listings and run the ads, so owners can spend their
        time on the work and the customers in front of them.
      </p>
      <p>
        Because we work in one industry, we already know what your customers search for, what makes
        them trust a shop they have never visited, and which services are worth advertising in every
        season.
      </p>
    </ProseSplit>
  );
}

function Founder() {
  return (
    <div className={styles.founder}>
      <InitialsBadge
        name={founder.name}
        size={112}
        ringRadius={50}
        className={styles.founderBadge}
      />
      <div className={ui.prose}>
        <h3 className={styles.founderName}>{founder.name}</h3>
        <p className={styles.founderRole}>{founder.role}</p>
        {founder.bio.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

export default function AboutPage() {
  const { brandName } = getSiteConfig();
  return (
    <PageTemplate
      content={{
        meta: {
          title: 'About Us',
          description: `${brandName} is a web and marketing agency that works only with independent auto repair shops and car dealerships. Our story, our values and our founder, ${founder.name}.`,
        },
        hero: {
          eyebrow: `About ${brandName}`,
          title: 'We help the shops that keep their communities moving',
          lead: 'A small, senior team of developers, designers and marketers who work only with independent auto repair shops and car dealerships.',
          art: {
            name: 'about',
            label: 'A wrench, a heart and a team: an agency built around auto shops',
          },
        },
        blocks: [
          { kind: 'section', heading: 'Who we are', children: <WhoWeAre brandName={brandName} /> },
          {
            kind: 'section',
            heading: 'Our Story',
            tone: 'alt',
            children: (
              <ProseSplit
                aside={
                  <Quote
                    text={founder.rule}
                    by={`${founder.name}, ${founder.role.toLowerCase()}`}
                  />
                }
              >
                <p>
                  We started by helping a family-run repair shop that did great work but was
                  invisible online. Its website was years out of date, its listings showed the wrong
                  hours, and the chains down the road were collecting the reviews. A few months of
                  focused work later, the phone was ringing with customers who had never heard of
                  the shop before.
                </p>
                <p>
                  Word spread between shop owners, and we realized how many good independent
                  businesses were losing customers to bigger competitors simply because of how they
                  showed up online. We built {brandName} to fix that: honest pricing, work we can
                  measure, and a team that picks up the phone.
                </p>
              </ProseSplit>
            ),
          },
          {
            kind: 'features',
            heading: 'Our core values',
            intro: 'The principles behind every site we build and every campaign we run.',
            features: coreValues,
          },
          { kind: 'section', heading: 'Meet our founder', tone: 'alt', children: <Founder /> },
          { kind: 'testimonial' },
        ],
        cta: {
          title: "Let's talk about your shop",
          text: 'Whether you need a new website, more reviews or a complete growth plan, we would love to hear from you.',
          button: 'Get in Touch',
          to: paths.contact,
        },
      }}
    />
  );
}
