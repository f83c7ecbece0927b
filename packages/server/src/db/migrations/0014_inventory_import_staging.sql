-- An inventory import in short transactions (decision 0027). The import is a job (`jobs`): its
-- state is kept here under the job's id, its good rows are staged in `inventory_import_rows`
-- before any of them reaches `sites`.
CREATE TABLE "inventory_imports" (
	"id" uuid PRIMARY KEY NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"vendor_id" uuid NOT NULL REFERENCES "vendors"("id") ON DELETE CASCADE,
	-- 'staging' until every row is staged (a failure or a kill discards it); 'merging' after (resumed).
	"status" text DEFAULT 'staging' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"staged" integer DEFAULT 0 NOT NULL,
	-- Staged rows per merge chunk, fixed at the seal so that a resumed import reads the same chunks.
	"chunk_rows" integer DEFAULT 0 NOT NULL,
	-- Chunks already merged into sites, each with its counts added below in the same transaction.
	"merged_chunks" integer[] DEFAULT '{}' NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Staged rows, typed like `sites` so COPY parses every value as the rows arrive. No foreign key:
-- it would cost a lookup per row, and the import's job removes its rows itself.
CREATE TABLE "inventory_import_rows" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"vendor_id" uuid,
	"site_code" text,
	"supplier_code" text,
	"vendor_inv_code" text,
	"location" text,
	"locality" text,
	"city" text,
	"state" text,
	"zone" text,
	"lat" float8,
	"lng" float8,
	"media_type" text,
	"format" text,
	"lighting" text,
	"type" text,
	"width" real,
	"height" real,
	"area_n" real,
	"price" bigint,
	"final_score" real,
	"traffic_density" text,
	"sec_600mt" text,
	"sec_classification" text,
	"male_600mt" real,
	"female_600mt" real,
	"networks" text[],
	"poi" text[],
	"planning_enabled" boolean,
	"demographics" jsonb,
	"additional_data" jsonb,
	"details" jsonb,
	PRIMARY KEY ("import_id", "seq")
);
