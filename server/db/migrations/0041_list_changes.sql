-- row_counts.changes (migration 0040): goes up with every change that can move a row of a scope within a
-- list, in the same transaction as the change, whoever makes it. A deep page remembers where every
-- 1,000th row of a list stands (server/protocol/anchors.ts) and uses it only while `changes` has not moved.

-- Inserts and deletes: count_rows (migration 0003) moves it with the count, in the same upsert.
CREATE OR REPLACE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO row_counts (table_name, scope_id, row_count, changes)
     SELECT %L, %s, %s * count(*), 1 FROM changed_rows GROUP BY 2 ORDER BY 2
     ON CONFLICT (table_name, scope_id) DO UPDATE
       SET row_count = row_counts.row_count + excluded.row_count, changes = row_counts.changes + 1',
    TG_TABLE_NAME,
    coalesce(quote_ident(TG_ARGV[0]), '''00000000-0000-0000-0000-000000000000''::uuid'),
    CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A new value of a column that a list sorts by: a row trigger (an UPDATE trigger with a column list may
-- not have transition tables), fired only when one of those columns really changed. The argument names
-- the scope column; none, the whole table.
CREATE FUNCTION count_sort_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, scope_id, row_count, changes)
  VALUES (
    TG_TABLE_NAME,
    CASE WHEN TG_NARGS > 0 THEN (to_jsonb(NEW) ->> TG_ARGV[0])::uuid ELSE '00000000-0000-0000-0000-000000000000'::uuid END,
    0, 1)
  ON CONFLICT (table_name, scope_id) DO UPDATE SET changes = row_counts.changes + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER addresses_sort_changed AFTER UPDATE OF value ON addresses FOR EACH ROW
  WHEN (OLD.value IS DISTINCT FROM NEW.value) EXECUTE FUNCTION count_sort_change('company_id');
--> statement-breakpoint
CREATE TRIGGER abonents_sort_changed AFTER UPDATE OF name, phone_number, building, room ON abonents FOR EACH ROW
  WHEN ((OLD.name, OLD.phone_number, OLD.building, OLD.room) IS DISTINCT FROM (NEW.name, NEW.phone_number, NEW.building, NEW.room))
  EXECUTE FUNCTION count_sort_change('company_id');
--> statement-breakpoint
CREATE TRIGGER users_sort_changed AFTER UPDATE OF display_name, phone_number, email, keys_count ON users FOR EACH ROW
  WHEN ((OLD.display_name, OLD.phone_number, OLD.email, OLD.keys_count) IS DISTINCT FROM (NEW.display_name, NEW.phone_number, NEW.email, NEW.keys_count))
  EXECUTE FUNCTION count_sort_change();
--> statement-breakpoint
CREATE TRIGGER keys_sort_changed AFTER UPDATE OF phone_number, title, valid_until ON keys FOR EACH ROW
  WHEN ((OLD.phone_number, OLD.title, OLD.valid_until) IS DISTINCT FROM (NEW.phone_number, NEW.title, NEW.valid_until))
  EXECUTE FUNCTION count_sort_change();
--> statement-breakpoint
CREATE TRIGGER keys_company_sort_changed AFTER UPDATE OF phone_number, title, valid_until ON keys FOR EACH ROW
  WHEN ((OLD.phone_number, OLD.title, OLD.valid_until) IS DISTINCT FROM (NEW.phone_number, NEW.title, NEW.valid_until))
  EXECUTE FUNCTION count_sort_change('company_id');
--> statement-breakpoint
CREATE TRIGGER local_keys_sort_changed AFTER UPDATE OF date, phone_number, title, status ON local_keys FOR EACH ROW
  WHEN ((OLD.date, OLD.phone_number, OLD.title, OLD.status) IS DISTINCT FROM (NEW.date, NEW.phone_number, NEW.title, NEW.status))
  EXECUTE FUNCTION count_sort_change();
--> statement-breakpoint
CREATE TRIGGER local_keys_company_sort_changed AFTER UPDATE OF date, phone_number, title, status ON local_keys FOR EACH ROW
  WHEN ((OLD.date, OLD.phone_number, OLD.title, OLD.status) IS DISTINCT FROM (NEW.date, NEW.phone_number, NEW.title, NEW.status))
  EXECUTE FUNCTION count_sort_change('company_id');
--> statement-breakpoint
CREATE TRIGGER sim_cards_sort_changed AFTER UPDATE OF paid_up_to, place, phone_number ON sim_cards FOR EACH ROW
  WHEN ((OLD.paid_up_to, OLD.place, OLD.phone_number) IS DISTINCT FROM (NEW.paid_up_to, NEW.place, NEW.phone_number))
  EXECUTE FUNCTION count_sort_change();
--> statement-breakpoint
CREATE TRIGGER sim_cards_company_sort_changed AFTER UPDATE OF paid_up_to, place, phone_number ON sim_cards FOR EACH ROW
  WHEN ((OLD.paid_up_to, OLD.place, OLD.phone_number) IS DISTINCT FROM (NEW.paid_up_to, NEW.place, NEW.phone_number))
  EXECUTE FUNCTION count_sort_change('company_id');
--> statement-breakpoint
CREATE TRIGGER locks_sort_changed AFTER UPDATE OF pid, name, type, last_seen_at ON locks FOR EACH ROW
  WHEN ((OLD.pid, OLD.name, OLD.type, OLD.last_seen_at) IS DISTINCT FROM (NEW.pid, NEW.name, NEW.type, NEW.last_seen_at))
  EXECUTE FUNCTION count_sort_change();
