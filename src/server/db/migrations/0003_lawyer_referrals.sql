CREATE TABLE "lawyer_referral_matches" (
	"referral_id" integer NOT NULL,
	"lawyer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_referral_matches_referral_id_lawyer_id_pk" PRIMARY KEY("referral_id","lawyer_id")
);
--> statement-breakpoint
CREATE TABLE "lawyer_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"requester_email" text NOT NULL,
	"requester_name" text NOT NULL,
	"ip_type" text NOT NULL,
	"urgency" text NOT NULL,
	"budget" text NOT NULL,
	"description" text NOT NULL,
	"preferred_location" text NOT NULL,
	"specific_requirements" text,
	"contact_preference" text NOT NULL,
	"business_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text NOT NULL,
	"assigned_lawyer" text,
	"admin_notes" text,
	"recommendation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"respond_by" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"firm" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"specializations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jurisdictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawyer_referral_matches" ADD CONSTRAINT "lawyer_referral_matches_referral_id_lawyer_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."lawyer_referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_referral_matches" ADD CONSTRAINT "lawyer_referral_matches_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_referrals" ADD CONSTRAINT "lawyer_referrals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_referrals" ADD CONSTRAINT "lawyer_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lawyer_referral_matches_lawyer_idx" ON "lawyer_referral_matches" USING btree ("lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_referrals_org_user_idx" ON "lawyer_referrals" USING btree ("organization_id","user_id","id");--> statement-breakpoint
CREATE INDEX "lawyer_referrals_status_respond_idx" ON "lawyer_referrals" USING btree ("status","respond_by");