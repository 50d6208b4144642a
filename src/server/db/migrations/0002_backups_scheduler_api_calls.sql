CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "backup_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"retention_days" integer DEFAULT 30 NOT NULL,
	"auto_verify" boolean DEFAULT true NOT NULL,
	"compression_enabled" boolean DEFAULT true NOT NULL,
	"include_analytics" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'full' NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"size_bytes" bigint,
	"record_count" integer,
	"duration_ms" integer,
	"error" text,
	"tables" jsonb,
	"verified_at" timestamp with time zone,
	"verified" boolean,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "api_calls_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL
);
