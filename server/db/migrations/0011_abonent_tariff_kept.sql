ALTER TABLE "abonents" DROP CONSTRAINT "abonents_tariff_id_tariff_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "abonents" ADD CONSTRAINT "abonents_tariff_id_tariff_policies_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariff_policies"("id") ON DELETE no action ON UPDATE no action;