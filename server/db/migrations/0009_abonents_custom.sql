-- GetAbonents' total without a search reads the stored count per company (count_rows, migration 0003).
CREATE TRIGGER abonents_counted_insert AFTER INSERT ON abonents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
CREATE TRIGGER abonents_counted_delete AFTER DELETE ON abonents REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('company_id');
--> statement-breakpoint
INSERT INTO row_counts (table_name, scope_id, row_count)
  SELECT 'abonents', company_id, count(*) FROM abonents GROUP BY company_id;
--> statement-breakpoint

-- sip_devices.abonent_count: the abonents a device calls, kept by their link rows.
CREATE FUNCTION count_sip_device_abonents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sip_devices SET abonent_count = abonent_count + 1 WHERE id = NEW.sip_device_id;
  ELSE
    UPDATE sip_devices SET abonent_count = abonent_count - 1 WHERE id = OLD.sip_device_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER abonent_sip_devices_counted AFTER INSERT OR DELETE ON abonent_sip_devices
  FOR EACH ROW EXECUTE FUNCTION count_sip_device_abonents();
