-- Issue 39: a mail carrying a one-time link keeps its text only while the link works, and a mail that failed for good
-- keeps none (the text of those already failed is dropped here).
ALTER TABLE "Delivery" ADD COLUMN "linkExpiresAt" TIMESTAMP(3);
CREATE INDEX "Delivery_linkExpiresAt_idx" ON "Delivery"("linkExpiresAt");
UPDATE "Delivery" SET "payload" = NULL WHERE "channel" = 'notice-email' AND "state" = 'failed';
