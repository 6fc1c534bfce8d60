-- A door's camera (access_points.camera_id, cleared when the camera is deleted) and each camera status
-- check as recorded (camera_checks), from which a door's timeline reads the periods its camera was found
-- offline. The audit trail does not hold them: the check is a read Action, and the cameras' trigger skips
-- the status columns (migration 0020).
CREATE TABLE "camera_checks" (
	"camera_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"offline_reason" text
);
--> statement-breakpoint
ALTER TABLE "access_points" ADD COLUMN "camera_id" uuid;--> statement-breakpoint
ALTER TABLE "camera_checks" ADD CONSTRAINT "camera_checks_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camera_checks" ADD CONSTRAINT "camera_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camera_checks_camera_idx" ON "camera_checks" USING btree ("camera_id","checked_at");--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_camera_id_cameras_id_fk" FOREIGN KEY ("camera_id") REFERENCES "public"."cameras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_points_camera_idx" ON "access_points" USING btree ("camera_id");
--> statement-breakpoint
-- The checks made before this one was kept: each camera's last, which its own columns still hold.
INSERT INTO camera_checks (camera_id, company_id, checked_at, status, offline_reason)
  SELECT id, company_id, checked_at, status, offline_reason FROM cameras
   WHERE checked_at IS NOT NULL AND status IS NOT NULL;
