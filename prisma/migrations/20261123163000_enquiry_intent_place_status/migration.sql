-- What the visitor wants (buy, rent, sell), where (a locality guide or a city page), and how far
-- staff have got with the lead (new, contacted, closed).
ALTER TABLE "Enquiry" ADD COLUMN "intent" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "locality" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "city" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'new';

-- CreateIndex
CREATE INDEX "Enquiry_intent_createdAt_idx" ON "Enquiry"("intent", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_status_createdAt_idx" ON "Enquiry"("status", "createdAt");
