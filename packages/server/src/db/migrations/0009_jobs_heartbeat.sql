ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_status_updated_at_idx" ON "jobs" USING btree ("status","updated_at");