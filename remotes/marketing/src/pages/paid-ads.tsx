import { paths, useDocumentMeta } from '@agency/shared-state';
import { CtaBand } from '../components/cta-band';
import { Hero } from '../components/hero';
import { PackageGroupBlock } from '../components/package-card';
import { RelatedServices } from '../components/related-services';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import { adResults } from '../content/company';
import {
  advertisingPackages,
  brandingPackages,
  contentPackages,
} from '../content/paid-ads-packages';
import { relatedServices } from '../content/services';

export default function PaidAdsPage() {
  useDocumentMeta({
    title: 'Advertising, Content & Branding Packages',
    description:
      'Paid search and social advertising from $500, professional photo and video content from $750, and branding packages for auto repair shops and dealerships.',
  });

  return (
    <>
      <Hero
        eyebrow="Advertising, content and branding"
        title="Ads, content and a brand that bring drivers to your door"
        lead="Targeted campaigns for the services that pay, professional photos and video of your real shop, and a brand customers remember."
        primary={{ label: 'Get Started', to: paths.contact }}
        art={{
          name: 'ads',
          label: 'An ad for a repair shop aimed at a bullseye, and bookings rising',
        }}
      />

      <Section
        heading="Packages and pricing"
        intro="Clear prices for every stage of growth. Not sure which fits? We will recommend one on a free call."
      >
        <PackageGroupBlock group={advertisingPackages} />
        <PackageGroupBlock group={contentPackages} />
        <PackageGroupBlock group={brandingPackages} />
      </Section>

      <Section
        heading="Results our campaigns deliver"
        intro="Figures from an automotive client's search and social campaigns."
        tone="brand"
      >
        <StatList stats={adResults} label="Advertising results" />
      </Section>

      <RelatedServices services={relatedServices.paidAds} />

      <CtaBand
        title="Ready to launch your first campaign?"
        text="Tell us which services you want more of and your monthly budget. We will send a campaign plan within two business days."
        button="Contact Us"
        to={paths.contact}
      />
    </>
  );
}
