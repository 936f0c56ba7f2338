import { Link, blogPostPath, paths } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { PageTemplate, type PageContent } from '../components/page-template';
import { StatList } from '../components/stat-list';
import { localSeoResults } from '../content/company';
import type { Feature } from '../content/types';
import { relatedServices } from '../content/services';
import {
  customSiteTimeline,
  customVersusTemplate,
  maintenanceNote,
  technologyStack,
  webDevelopmentPrices,
  webProcess,
  websitePackages,
} from '../content/website-packages';
import ui from '../components/ui.module.css';
import styles from './page.module.css';
import { marketingPaths } from '../paths';

const offers: Feature[] = [
  {
    title: 'Custom website design',
    icon: glyphs.palette,
    text: 'A site designed around your brand and your customers, not a template thousands of other shops already use.',
  },
  {
    title: 'Mobile-first development',
    icon: glyphs.phone,
    text: 'Most of your customers find you on a phone. Every page loads fast and makes calling or booking one tap away.',
  },
  {
    title: 'Search-ready from day one',
    icon: glyphs.search,
    text: 'Clean structure, service and location pages, and the technical SEO that helps you rank for the jobs you want.',
  },
  {
    title: 'E-commerce',
    icon: glyphs.layers,
    text: 'Sell parts, accessories, gift cards or service packages online with secure checkout.',
  },
  {
    title: 'Custom web applications',
    icon: glyphs.code,
    text: 'Online booking, customer portals and inventory tools built around the way your business runs.',
  },
  {
    title: 'Care and maintenance',
    icon: glyphs.shield,
    text: 'Updates, backups, security monitoring and small content changes, so your site stays fast and safe.',
  },
];

const integrations: Feature[] = [
  {
    title: 'Online booking',
    icon: glyphs.calendar,
    text: 'Let customers pick a service and a time slot, with reminders that cut no-shows.',
  },
  {
    title: 'Shop-management and DMS software',
    icon: glyphs.plug,
    text: 'Connect appointments, customer records and inventory to the systems your team already uses.',
  },
  {
    title: 'Reviews and messaging',
    icon: glyphs.star,
    text: 'Ask every customer for a review and answer questions by text, straight from your website.',
  },
];

/** A table whose rows each open with their own header cell. One with `captionId` may scroll
 * sideways on narrow screens, so it takes focus for keyboard scrolling, named by its caption;
 * a compact one is narrow enough not to. */
function RowTable({
  caption,
  captionId,
  columns,
  rows,
  compact = false,
}: {
  caption: string;
  captionId?: string;
  columns?: string[];
  rows: string[][];
  compact?: boolean;
}) {
  const scrolls = captionId ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {};
  return (
    <div
      className={compact ? `${styles.tableWrap} ${styles.narrowTable}` : styles.tableWrap}
      {...scrolls}
    >
      <table className={compact ? `${styles.table} ${styles.tableCompact}` : styles.table}>
        <caption id={captionId}>{caption}</caption>
        {columns && (
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map(([header, ...cells]) => (
            <tr key={header}>
              <th scope="row">{header}</th>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WhySeo() {
  return (
    <div className={styles.beside}>
      <div className={ui.prose}>
        <p>
          When a driver searches for &ldquo;brake repair near me&rdquo;, the shops in the top
          results get the calls. Search engine optimization (SEO) is how your site earns those
          places: pages for each service and town you serve, fast loading on phones, accurate
          business details, and content that answers real customer questions.
        </p>
        <p>
          Every site we build is structured for search from day one, and our marketing packages keep
          improving your rankings month after month.
        </p>
        <p>
          <Link to={blogPostPath('what-is-seo')} className={ui.textLink}>
            Read More in Our Blog
          </Link>
        </p>
      </div>
      <StatList stats={localSeoResults} label="Local SEO results for a client shop" stacked />
    </div>
  );
}

const content: PageContent = {
  meta: {
    title: 'Web Design & Development',
    description:
      'Custom websites for auto repair shops and dealerships: Basic Website $1,500, E-comm Website $3,000, Custom Web Apps starting at $5,000, and website packages from $300.',
    canonicalPath: marketingPaths.webDevelopment,
  },
  hero: {
    eyebrow: 'Web design and development',
    title: 'Websites that turn searches into booked appointments',
    lead: 'Fast, mobile-first websites built for auto repair shops and dealerships, from a single page to custom web applications.',
    primary: { label: 'Get in Touch', to: paths.contact },
    secondary: { label: 'See Pricing', to: '#pricing' },
    art: {
      name: 'web',
      label: 'Code in an editor becoming a shop website on a phone, with a speed gauge',
    },
  },
  blocks: [
    {
      kind: 'features',
      heading: 'What We Offer',
      intro:
        'Everything a shop or dealership needs from its website, built and looked after by one team.',
      features: offers,
    },
    {
      kind: 'section',
      heading: 'Custom versus template',
      intro:
        'A template gets you online. A custom site gets you customers. Here is the difference.',
      tone: 'alt',
      children: (
        <RowTable
          caption="How a custom site compares with a template site"
          captionId="comparison-caption"
          columns={['Aspect', 'Custom site', 'Template site']}
          rows={customVersusTemplate.map((row) => [row.aspect, row.custom, row.template])}
        />
      ),
    },
    {
      kind: 'packages',
      id: 'pricing',
      heading: 'Pricing',
      intro: 'Straightforward project prices. Every quote is fixed before work begins.',
      packages: webDevelopmentPrices,
      label: 'Web development prices',
    },
    {
      kind: 'process',
      heading: 'Our Process',
      intro: 'Four steps from first call to a site that works for you.',
      tone: 'alt',
      steps: webProcess,
      label: 'Our web development process',
    },
    {
      kind: 'section',
      heading: 'Our technology stack',
      intro: 'Modern, proven technology that keeps your site fast, secure and easy to grow.',
      children: (
        <RowTable
          caption="The tools behind every site we build"
          rows={technologyStack.map((row) => [row.area, row.tools])}
          compact
        />
      ),
    },
    {
      kind: 'process',
      heading: 'Timeline for a custom site',
      intro:
        'A realistic schedule for a custom full-stack site, in weeks. Smaller sites launch in a fraction of the time.',
      tone: 'alt',
      steps: customSiteTimeline,
      label: 'Custom site timeline in weeks',
    },
    {
      kind: 'section',
      heading: 'Why SEO matters for your shop',
      children: <WhySeo />,
    },
    {
      kind: 'features',
      heading: 'Integrations on the road ahead',
      intro:
        'Your website can do more than show your hours. These are the integrations we build next for clients who are ready.',
      tone: 'alt',
      features: integrations,
    },
    {
      kind: 'packages',
      heading: 'Website packages',
      intro: maintenanceNote,
      packages: websitePackages,
      label: 'Website packages',
    },
    {
      kind: 'related',
      heading: 'You May Also Be Interested In',
      services: relatedServices.webDevelopment,
    },
  ],
  cta: {
    title: "Let's build a website that works as hard as you do",
    text: 'Tell us about your shop and get a fixed quote, with no obligation.',
    button: 'Get in Touch',
    to: paths.contact,
  },
};

/** The web design and development page; /services/web-design and /proven-process show it too,
 * so it carries the web-design page's sections as well (see docs/spec-deviations.md). */
export default function WebDevelopmentPage() {
  return <PageTemplate content={content} />;
}
