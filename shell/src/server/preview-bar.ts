import { escapeHtml } from './document';
import type { PreviewRefusal, RequestChoice } from './remote-versions';
import { devOriginOf, LEAVE_PATH } from './remote-versions';
import { MF_INFO_TOGGLE } from '../remotes/request-versions';

/** What a refused preview link or cookie says, once. */
export const REFUSAL_MESSAGES: Record<PreviewRefusal, string> = {
  expired: 'This preview link has expired.',
  invalid: 'This preview link is not valid for this site.',
};

const BAR_STYLE =
  'margin:0;padding:4px 12px;background:#1b1b1f;color:#fff;font:14px/1.5 system-ui,sans-serif;text-align:center';
const LINK_STYLE = 'color:#fff;text-decoration:underline';
// A link to the page with ?mf-info, which loads the version overlay (shell/src/mf-info/).
const TOGGLE = ` · <a style="${LINK_STYLE}" href="?mf-info" ${MF_INFO_TOGGLE}="">Show versions</a>`;

/**
 * The small bar a previewing browser sees above the page (outside the app's root, so the
 * browser's React never touches it): "Previewing blog <id> · leave" per previewed remote, the
 * toggle of the version overlay after the last, and once, the reason a preview cookie was ignored. Empty for everyone else: a visitor who never
 * previews gets not one byte of it.
 */
export function previewBar(choice: Pick<RequestChoice, 'previews' | 'refused'>): string {
  const lines = [
    ...choice.previews.map(({ remote, version }, index) => {
      const devOrigin = devOriginOf(version);
      const what =
        devOrigin === undefined
          ? `Previewing ${escapeHtml(remote)} <code>${escapeHtml(version)}</code>`
          : `Developing ${escapeHtml(remote)} from <code>${escapeHtml(devOrigin)}</code>`;
      const toggle = index === choice.previews.length - 1 ? TOGGLE : '';
      return `<p style="margin:0">${what} · <a style="${LINK_STYLE}" href="${LEAVE_PATH}?remote=${encodeURIComponent(remote)}">leave</a>${toggle}</p>`;
    }),
    ...[...new Set(choice.refused.map(({ reason }) => REFUSAL_MESSAGES[reason]))].map(
      (message) => `<p style="margin:0">${escapeHtml(message)}</p>`,
    ),
  ];
  if (lines.length === 0) return '';
  return `<aside aria-label="Version preview" data-preview-bar="" style="${BAR_STYLE}">${lines.join('')}</aside>`;
}

/** The page's body with the bar first in it. */
export function withPreviewBar(body: string, bar: string): string {
  if (!bar) return body;
  return body.replace(/<body[^>]*>/, (tag) => `${tag}${bar}`);
}

/** The small page a preview link that is refused answers with (no cookie is set). */
export function refusedPreviewPage(reason: PreviewRefusal): string {
  const message = escapeHtml(REFUSAL_MESSAGES[reason]);
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="robots" content="noindex" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${message}</title></head>
  <body><main><h1>${message}</h1><p><a href="/">Go to the home page</a></p></main></body>
</html>`;
}
