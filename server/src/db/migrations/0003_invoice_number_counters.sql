CREATE TABLE "invoice_number_counters" (
	"base" text PRIMARY KEY NOT NULL,
	"issued" integer NOT NULL
);
