CREATE TABLE "mail_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_key" text NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_sends_account_sent_at_idx" ON "mail_sends" USING btree ("account_key","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_user_idx" ON "mail_sends" USING btree ("user_id","kind","sent_at");--> statement-breakpoint
CREATE INDEX "mail_sends_sent_at_idx" ON "mail_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_first_failed_at_idx" ON "sign_in_failures" USING btree ("first_failed_at");--> statement-breakpoint
-- Accounts that exist before e-mail confirmation was asked for keep sending mail as they did (issue 23).
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;
