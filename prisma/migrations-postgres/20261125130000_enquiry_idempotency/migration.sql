-- Issue 21: an enquiry remembers the Idempotency-Key it was sent with, so a retry stores nothing new.
ALTER TABLE "Enquiry" ADD COLUMN "idempotencyKey" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "requestHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Enquiry_idempotencyKey_key" ON "Enquiry"("idempotencyKey");
