-- A generated receipt whose first PDF is still to be drawn: the render runs after the generation's commit.
CREATE TABLE "kc_ple_bill_render" (
	"bill_id" bigint PRIMARY KEY NOT NULL,
	"input" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
