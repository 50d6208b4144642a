CREATE TABLE "plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"recommendation_id" text NOT NULL,
	"business_plan_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"next_step" text NOT NULL,
	"likelihood" integer NOT NULL,
	"potential" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_date" date,
	"notes" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_checks" (
	"domain" text PRIMARY KEY NOT NULL,
	"available" boolean,
	"status" text NOT NULL,
	"price" numeric(12, 2),
	"currency" text,
	"source" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_business_plan_id_business_plans_id_fk" FOREIGN KEY ("business_plan_id") REFERENCES "public"."business_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_items_user_recommendation_idx" ON "plan_items" USING btree ("user_id","recommendation_id");--> statement-breakpoint
CREATE INDEX "plan_items_org_user_idx" ON "plan_items" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "domain_checks_expires_idx" ON "domain_checks" USING btree ("expires_at");