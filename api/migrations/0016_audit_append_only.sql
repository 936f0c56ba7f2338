-- The audit log outlives what it speaks of, and nothing changes it once written.
--
-- A tenant's deletion no longer takes its entries with it: the foreign key (ON DELETE CASCADE)
-- goes, and tenant_id stays as the plain id it was.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_tenant_id_fkey;

-- The database refuses an UPDATE, a DELETE and a TRUNCATE of the table, whatever sends them
-- (a TRUNCATE fires no row trigger, hence its own statement trigger). On PostgreSQL the table
-- also belongs to the role that runs the migrations, and the app's role may only INSERT and
-- SELECT (db/roles.ts), so the app cannot drop these triggers either.
CREATE OR REPLACE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log entries are never changed or deleted'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
DROP TRIGGER IF EXISTS audit_log_no_update ON audit_log;

-- Entries written before people were named by a keyed hash lose the names and addresses they
-- held, once, before the table is closed for good: a lead's sender, a commenter's username,
-- a CSV export's search text.
UPDATE audit_log SET object_label = split_part(object_label, ' from ', 1) || ' from a visitor'
 WHERE object_type = 'lead' AND position(' from ' in object_label) > 0;
UPDATE audit_log
   SET object_label = 'comment' || substring(object_label from position(' on “' in object_label))
 WHERE object_type = 'comment' AND position(' on “' in object_label) > 0;
UPDATE audit_log SET after = jsonb_set(after, '{filter}', (after -> 'filter') - 'q')
 WHERE action = 'leads.export' AND (after -> 'filter') ? 'q';

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
