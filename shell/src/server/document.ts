import {
  getSiteConfig,
  jsonLdText,
  organizationJsonLd,
  resolveDocumentMeta,
  socialMetaTags,
  type DocumentMeta,
} from '@agency/shared-state';
import { serializePayload, SSR_STATE_ELEMENT_ID, type SsrPayload } from '../boot/ssr-state';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in HTML and XML content and attributes (the five entities XML knows by name). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The built index.html of the shell, cut where the server's parts go. */
export interface HtmlTemplate {
  /** Everything up to `</head>` without the template's own `<title>`. */
  head: string;
  /** From `</head>` to the root element's content. */
  bodyStart: string;
  /** After the root element's content. */
  bodyEnd: string;
}

export function parseTemplate(html: string): HtmlTemplate {
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/, '');
  const headEnd = withoutTitle.indexOf('</head>');
  const rootTag = /<div id=["']?root["']?>/.exec(withoutTitle);
  const rootStart = rootTag ? rootTag.index + rootTag[0].length : -1;
  const rootEnd = withoutTitle.indexOf('</div>', rootStart);
  if (headEnd < 0 || rootStart < 0 || rootEnd < 0)
    throw new Error('index.html has no </head> or <div id="root"></div>');
  return {
    head: withoutTitle.slice(0, headEnd),
    bodyStart: withoutTitle.slice(headEnd, rootStart),
    // The noscript note is for a client-only page; a server-rendered one reads without script.
    bodyEnd: withoutTitle.slice(rootEnd).replace(/<noscript>[\s\S]*?<\/noscript>/, ''),
  };
}

/** Organization and WebSite, on every page. */
export function siteJsonLd(): Record<string, unknown>[] {
  const { brandName, siteUrl } = getSiteConfig();
  return [
    { '@context': 'https://schema.org', ...organizationJsonLd() },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brandName,
      url: `${siteUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${siteUrl}/tech&tranquility?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export const RSS_PATH = '/rss.xml';

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(
  meta: DocumentMeta | null,
  pathname: string,
  options: { noindex: boolean },
): string {
  const { brandName } = getSiteConfig();
  const resolved = resolveDocumentMeta(meta ?? { title: brandName }, pathname);
  const tag = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  return [
    `<title>${escapeHtml(resolved.title)}</title>`,
    tag('name', 'description', resolved.description),
    tag('name', 'keywords', resolved.keywords),
    tag('name', 'robots', resolved.robots ?? (options.noindex ? 'noindex' : undefined)),
    `<link rel="canonical" href="${escapeHtml(resolved.url)}" />`,
    ...socialMetaTags(resolved).map(([attribute, key, content]) => tag(attribute, key, content)),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${brandName} — Tech & Tranquility`)}" href="${RSS_PATH}" />`,
    resolved.personal
      ? ''
      : `<script type="application/ld+json">${jsonLdText(siteJsonLd())}</script>`,
    resolved.jsonLd.length
      ? `<script type="application/ld+json" data-page-jsonld="">${jsonLdText(resolved.jsonLd)}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

export interface DocumentParts {
  template: HtmlTemplate;
  head: string;
  /** Stylesheets and preloads of the remote that renders the page. */
  assets: string;
  html: string;
  payload: SsrPayload;
}

export function renderDocument({ template, head, assets, html, payload }: DocumentParts): string {
  return [
    template.head,
    `  ${head}\n    ${assets}\n  `,
    template.bodyStart,
    html,
    template.bodyEnd.replace(
      '</body>',
      `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializePayload(payload)}</script>\n  </body>`,
    ),
  ].join('');
}
