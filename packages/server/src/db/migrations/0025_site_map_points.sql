CREATE TABLE "site_map_points" (
	"id" bigint PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"state" integer NOT NULL,
	"city" integer NOT NULL,
	"type" integer NOT NULL,
	"traffic_density" integer NOT NULL,
	"sec_classification" integer NOT NULL,
	"area_n" real NOT NULL,
	"final_score" real NOT NULL,
	"sec_600mt" integer NOT NULL,
	"format" integer NOT NULL,
	"media_type" integer NOT NULL,
	"male_600mt" real NOT NULL,
	"female_600mt" real NOT NULL,
	"vendor_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_value_codes" (
	"code" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_value_codes_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" text NOT NULL,
	CONSTRAINT "site_value_codes_value_key" UNIQUE("value")
);
--> statement-breakpoint
CREATE INDEX "site_map_points_view_idx" ON "site_map_points" USING btree ("state","lat","lng");