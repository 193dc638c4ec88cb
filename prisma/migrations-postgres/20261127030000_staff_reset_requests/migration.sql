-- Issue 39 (item 10): every "Forgot password?" request is recorded, whether or not the e-mail has an
-- active account, so each request writes to the database and none is told apart by its timing.
-- Only the time is kept; rows older than a day are deleted by the requests themselves.
CREATE TABLE "StaffResetRequest" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StaffResetRequest_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "StaffResetRequest_createdAt_idx" ON "StaffResetRequest"("createdAt");
