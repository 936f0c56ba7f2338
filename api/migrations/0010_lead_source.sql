-- Where each lead came from: the first and the latest touch the visitor's browser recorded
-- (campaign tags, ad click ids, referring domain, landing page) as the form sent them, and the
-- channel the api derived from them when the lead arrived (src/lib/lead-channel.ts). NULL for
-- leads from before this migration and from clients that send no source.
ALTER TABLE leads ADD COLUMN source jsonb;
ALTER TABLE leads ADD COLUMN channel text
  CHECK (channel IN ('paid-search', 'organic-search', 'social', 'email', 'referral', 'direct'));
ALTER TABLE leads ADD COLUMN first_channel text
  CHECK (first_channel IN ('paid-search', 'organic-search', 'social', 'email', 'referral', 'direct'));
