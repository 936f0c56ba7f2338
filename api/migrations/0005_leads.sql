-- One inbox for everything visitors send: contact messages, job applications and newsletter
-- sign-ups become rows of one table, so the owner's list is one index walk in one order
-- (newest first, ties by id) whatever the filter, and a status belongs to every lead.

CREATE TABLE leads (
  id                     text PRIMARY KEY,
  tenant_id              text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  kind                   text NOT NULL CHECK (kind IN ('contact', 'application', 'newsletter')),
  status                 text NOT NULL DEFAULT 'New'
                         CHECK (status IN ('New', 'Handled', 'Archived', 'Spam')),
  -- Why the spam guard set Spam on arrival ('honeypot', 'too-fast'); NULL otherwise.
  spam_reason            text,
  name                   text,
  email                  text NOT NULL,
  phone                  text,
  job                    text,
  -- The contact message, or the application's cover letter.
  message                text,
  resume_file            text,
  resume_original_name   text,
  resume_content_type    text,
  resume_size            integer,
  created_at             timestamptz NOT NULL,
  -- The last status change: when, and the username of the SuperAdmin who made it.
  status_changed_at      timestamptz,
  status_changed_by      text
);

CREATE INDEX leads_tenant_order_idx ON leads (tenant_id, created_at DESC, id DESC);
CREATE INDEX leads_tenant_status_order_idx ON leads (tenant_id, status, created_at DESC, id DESC);
CREATE INDEX leads_tenant_kind_order_idx ON leads (tenant_id, kind, created_at DESC, id DESC);
-- Subscribing twice keeps one row.
CREATE UNIQUE INDEX leads_newsletter_email_idx ON leads (tenant_id, email) WHERE kind = 'newsletter';

INSERT INTO leads (id, tenant_id, kind, name, email, message, created_at)
  SELECT id, tenant_id, 'contact', name, email, message, created_at FROM contact_messages;
INSERT INTO leads (id, tenant_id, kind, name, email, phone, job, message, resume_file,
                   resume_original_name, resume_content_type, resume_size, created_at)
  SELECT id, tenant_id, 'application', name, email, phone, job, cover_letter, resume_file,
         resume_original_name, resume_content_type, resume_size, created_at
    FROM job_applications;
INSERT INTO leads (id, tenant_id, kind, email, created_at)
  SELECT gen_random_uuid()::text, tenant_id, 'newsletter', email, created_at
    FROM newsletter_subscriptions;

DROP TABLE contact_messages;
DROP TABLE job_applications;
DROP TABLE newsletter_subscriptions;

-- The retention job's last run, per job name: the instance that moves it on is the one that acts.
CREATE TABLE job_runs (
  name         text PRIMARY KEY,
  last_run_at  timestamptz NOT NULL
);
