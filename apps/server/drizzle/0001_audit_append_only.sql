-- ARCHITECTURE §6: audit events are evidence; the database itself refuses to change or remove them.
CREATE FUNCTION kc_audit_event_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'kc_audit_event is append-only (% refused)', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kc_audit_event_append_only BEFORE UPDATE OR DELETE ON kc_audit_event
  FOR EACH ROW EXECUTE FUNCTION kc_audit_event_refuse_change();
--> statement-breakpoint
CREATE TRIGGER kc_audit_event_no_truncate BEFORE TRUNCATE ON kc_audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION kc_audit_event_refuse_change();
