-- Issue 22: staff accounts and sessions, the lead pipeline (stages, owner, follow-up, notes,
-- history, repeat enquiries), site-visit bookings and the delivery outbox.

-- CreateTable
CREATE TABLE "StaffUser" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'advisor',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "StaffUser_email_key" ON "StaffUser"("email");

-- CreateTable
CREATE TABLE "StaffSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "StaffSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "StaffSession_userId_idx" ON "StaffSession"("userId");

-- CreateIndex
CREATE INDEX "StaffSession_expiresAt_idx" ON "StaffSession"("expiresAt");

-- The old two-step status becomes the pipeline's stage; 'closed' leads become Lost with a reason
-- that says so, for staff to move to Won where the sale happened.
ALTER TABLE "Enquiry" RENAME COLUMN "status" TO "stage";
DROP INDEX "Enquiry_status_createdAt_idx";
ALTER TABLE "Enquiry" ADD COLUMN "lostReason" TEXT;
UPDATE "Enquiry" SET "stage" = 'lost', "lostReason" = 'Marked Closed before the pipeline had stages' WHERE "stage" = 'closed';
UPDATE "Enquiry" SET "stage" = 'new' WHERE "stage" NOT IN ('new', 'contacted', 'site-visit', 'negotiation', 'won', 'lost');

ALTER TABLE "Enquiry" ADD COLUMN "visitDate" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "visitSlot" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "visitors" INTEGER;
ALTER TABLE "Enquiry" ADD COLUMN "phoneKey" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "repeatOfId" TEXT REFERENCES "Enquiry" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Enquiry" ADD COLUMN "ownerId" TEXT REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Enquiry" ADD COLUMN "followUpOn" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "firstContactedAt" DATETIME;

-- Stored phones hold digits, spaces, hyphens and a leading plus (lib/forms/fields.ts): their last
-- ten digits are the key lib/leads/phone-key.ts computes for new rows.
UPDATE "Enquiry"
SET "phoneKey" = substr(replace(replace(replace(replace("phone", ' ', ''), '-', ''), '+', ''), char(9), ''), -10)
WHERE "phone" IS NOT NULL;

-- CreateIndex
CREATE INDEX "Enquiry_stage_createdAt_idx" ON "Enquiry"("stage", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_phoneKey_createdAt_idx" ON "Enquiry"("phoneKey", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_repeatOfId_idx" ON "Enquiry"("repeatOfId");

-- CreateIndex
CREATE INDEX "Enquiry_ownerId_createdAt_idx" ON "Enquiry"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "Enquiry_followUpOn_idx" ON "Enquiry"("followUpOn");

-- CreateIndex
CREATE INDEX "Enquiry_visitDate_idx" ON "Enquiry"("visitDate");

-- CreateTable
CREATE TABLE "Delivery" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "channel" TEXT NOT NULL,
    "enquiryId" TEXT,
    "applicationId" TEXT,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimToken" TEXT,
    "claimedUntil" DATETIME,
    "lastError" TEXT,
    "deliveredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Delivery_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Delivery_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "JobApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Delivery_state_nextAttemptAt_idx" ON "Delivery"("state", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "Delivery_enquiryId_idx" ON "Delivery"("enquiryId");

-- CreateIndex
CREATE INDEX "Delivery_applicationId_idx" ON "Delivery"("applicationId");

-- CreateTable
CREATE TABLE "LeadNote" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enquiryId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeadNote_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LeadNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "StaffUser" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LeadNote_enquiryId_createdAt_idx" ON "LeadNote"("enquiryId", "createdAt");

-- CreateTable
CREATE TABLE "LeadEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enquiryId" TEXT NOT NULL,
    "actorId" TEXT,
    "kind" TEXT NOT NULL,
    "fromValue" TEXT,
    "toValue" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeadEvent_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LeadEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "LeadEvent_enquiryId_createdAt_idx" ON "LeadEvent"("enquiryId", "createdAt");
