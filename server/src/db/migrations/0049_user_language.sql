ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_digits_check" CHECK ("users"."digits" in ('latn', 'beng'));