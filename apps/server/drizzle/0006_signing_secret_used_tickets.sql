CREATE TABLE "kc_signing_secret" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"secret" varchar(128) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kc_used_ticket" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kc_used_ticket_expires_idx" ON "kc_used_ticket" USING btree ("expires_at");