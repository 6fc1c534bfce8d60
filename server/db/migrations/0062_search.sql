CREATE INDEX "access_points_display_name_trgm_idx" ON "access_points" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cameras_name_trgm_idx" ON "cameras" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_servers_name_trgm_idx" ON "local_servers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- An abonent's cars' keys (plate_key, migration 0049) in one text, a space between two: no key has
-- one, so no match spans two cars.
CREATE FUNCTION plate_keys(cars jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  -- An index is built and kept with a search path of pg_catalog only: the one it is created with finds plate_key.
  SET search_path FROM CURRENT
  AS $$ SELECT coalesce(string_agg(plate_key(car->>'number'), ' '), '') FROM jsonb_array_elements(cars) AS car $$;--> statement-breakpoint
-- The header's search finds an abonent by a car number however it was typed (server/search).
CREATE INDEX "abonents_plate_keys_trgm_idx" ON "abonents" USING gin (plate_keys("cars") gin_trgm_ops);
