-- The audit log: one row per privileged action, appended and never changed. Who (the user's id
-- and username at the time; a failed sign-in names the username tried), when, from which
-- address, what (an action name and the object it touched) and, for a change of state, the
-- state before and after. No route edits or deletes a row and no job prunes them: entries are
-- kept for as long as the tenant exists (at least a year, as promised to the owner).
CREATE TABLE audit_log (
  id           text PRIMARY KEY,
  tenant_id    text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  at           timestamptz NOT NULL,
  actor_id     text,
  actor        text NOT NULL,
  address      text,
  action       text NOT NULL,
  object_type  text,
  object_id    text,
  object_label text,
  before       jsonb,
  after        jsonb
);

CREATE INDEX audit_log_tenant_order_idx ON audit_log (tenant_id, at DESC, id DESC);
CREATE INDEX audit_log_tenant_actor_idx ON audit_log (tenant_id, actor, at DESC, id DESC);
CREATE INDEX audit_log_tenant_action_idx ON audit_log (tenant_id, action, at DESC, id DESC);

-- The database refuses a change to an entry, whatever sends it.
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log entries are never changed';
END
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
