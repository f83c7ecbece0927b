CREATE TABLE "plan_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" uuid NOT NULL,
	"site_id" bigint NOT NULL,
	"site_code" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_rows" ADD COLUMN "owner_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "plan_rows" ADD COLUMN "owner_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_history" ADD CONSTRAINT "plan_history_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_history" ADD CONSTRAINT "plan_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_history_campaign_idx" ON "plan_history" USING btree ("campaign_id","created_at");--> statement-breakpoint
ALTER TABLE "plan_rows" ADD CONSTRAINT "plan_rows_owner_decided_by_users_id_fk" FOREIGN KEY ("owner_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;