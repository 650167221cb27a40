CREATE TABLE "cover_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"resume_id" uuid,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"job_description" text NOT NULL,
	"hiring_manager" text NOT NULL,
	"referral_source" text NOT NULL,
	"additional_info" text NOT NULL,
	"tone" text NOT NULL,
	"template" text NOT NULL,
	"length" text NOT NULL,
	"content" text NOT NULL,
	"word_count" integer NOT NULL,
	"sender" jsonb NOT NULL,
	"analysis" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "ats_score" integer;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_letters_user_created_idx" ON "cover_letters" USING btree ("user_id","created_at");