-- Issue 32: the cashier role. Existing staff accounts stay staff, which now reaches only itself: every one of
-- them may have come from the open registration form, so none is trusted with the counter until an admin makes
-- it a cashier (docs/decisions/0138-staff-stay-waiting.md).
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'manager', 'cashier', 'staff'));