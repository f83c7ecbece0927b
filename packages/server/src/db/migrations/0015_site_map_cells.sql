CREATE TABLE "site_map_cells" (
	"state" text NOT NULL,
	"city" text NOT NULL,
	"type" text NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	CONSTRAINT "site_map_cells_state_city_type_cx_cy_pk" PRIMARY KEY("state","city","type","cx","cy")
);
--> statement-breakpoint
CREATE INDEX "site_map_cells_view_idx" ON "site_map_cells" USING btree ("state","cy","cx");