CREATE TABLE "sandbox_identity" (
	"ref" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"identity_number" varchar(18) NOT NULL,
	"has_photo" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200),
	"delivered" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_identity_status_idx" ON "sandbox_identity" USING btree ("status","create_time");