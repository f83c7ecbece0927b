CREATE TABLE "site_facet_dirty" (
	"state" text NOT NULL,
	"city" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "site_facet_dirty_state_city_type_pk" PRIMARY KEY("state","city","type")
);
--> statement-breakpoint
CREATE TABLE "site_facets" (
	"state" text NOT NULL,
	"city" text NOT NULL,
	"type" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "site_facets_state_city_type_facet_value_pk" PRIMARY KEY("state","city","type","facet","value")
);
