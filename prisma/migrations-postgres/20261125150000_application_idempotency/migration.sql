-- Issue 21: a job application remembers the Idempotency-Key it was sent with, as an enquiry does.
ALTER TABLE "JobApplication" ADD COLUMN "idempotencyKey" TEXT;
ALTER TABLE "JobApplication" ADD COLUMN "requestHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "JobApplication_idempotencyKey_key" ON "JobApplication"("idempotencyKey");
