-- Issue 41: leads from outside sources (Meta and Google lead ads, portals, other tools, spreadsheets).
CREATE TABLE "ImportBatch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fileName" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),
    CONSTRAINT "ImportBatch_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
ALTER TABLE "Enquiry" ADD COLUMN "externalId" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "sourceIds" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "isTest" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Enquiry" ADD COLUMN "importBatchId" TEXT REFERENCES "ImportBatch" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE UNIQUE INDEX "Enquiry_source_externalId_key" ON "Enquiry"("source", "externalId");
CREATE INDEX "Enquiry_importBatchId_idx" ON "Enquiry"("importBatchId");
CREATE TABLE "IntakeEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "source" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimToken" TEXT,
    "claimedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "leadId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retriedAt" TIMESTAMP(3)
);
CREATE UNIQUE INDEX "IntakeEvent_source_externalId_key" ON "IntakeEvent"("source", "externalId");
CREATE INDEX "IntakeEvent_state_nextAttemptAt_idx" ON "IntakeEvent"("state", "nextAttemptAt");
CREATE TABLE "IntakeApiKey" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    CONSTRAINT "IntakeApiKey_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "IntakeApiKey_keyHash_key" ON "IntakeApiKey"("keyHash");
CREATE INDEX "IntakeApiKey_createdAt_idx" ON "IntakeApiKey"("createdAt");
