import type { LeadTouch } from '@agency/contract';

/** One touch in words: `google / cpc / brakes · gclid · from www.google.com · landed on /x`. */
export function touchText(touch: LeadTouch | undefined): string {
  if (!touch) return '';
  const tags = [
    touch.utmSource,
    touch.utmMedium,
    touch.utmCampaign,
    touch.utmTerm,
    touch.utmContent,
  ]
    .filter(Boolean)
    .join(' / ');
  const clickIds = (['gclid', 'fbclid', 'msclkid'] as const).filter((id) => touch[id]);
  return (
    [
      tags,
      ...clickIds.map((id) => `${id} ${touch[id]}`),
      touch.referrer ? `from ${touch.referrer}` : '',
      touch.landingPage ? `landed on ${touch.landingPage}` : '',
    ]
      .filter(Boolean)
      .join(' · ') || 'No campaign or referrer (a direct visit)'
  );
}
