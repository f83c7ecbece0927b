CREATE TABLE "site_facets" (
	"state" text NOT NULL,
	"city" text NOT NULL,
	"type" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "site_facets_state_city_type_facet_value_pk" PRIMARY KEY("state","city","type","facet","value")
);
--> statement-breakpoint
CREATE INDEX "site_facets_empty_idx" ON "site_facets" USING btree ("state") WHERE "site_facets"."n" <= 0;