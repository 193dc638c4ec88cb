-- Issue 35: leads are erased after RETENTION_MONTHS without activity (a warning first), Won leads keep only
-- what accounting needs, and every staff access to personal data is logged for a year.
ALTER TABLE "Enquiry" ADD COLUMN "retentionWarnedAt" DATETIME;
ALTER TABLE "Enquiry" ADD COLUMN "retentionReducedAt" DATETIME;

-- CreateTable
CREATE TABLE "RetentionRun" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "startedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    "outcome" TEXT
);

-- CreateTable
CREATE TABLE "AccessLogEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "actorId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subjectId" TEXT,
    "detail" TEXT,
    "address" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AccessLogEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "StaffUser" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AccessLogEntry_subjectId_createdAt_idx" ON "AccessLogEntry"("subjectId", "createdAt");
CREATE INDEX "AccessLogEntry_actorId_createdAt_idx" ON "AccessLogEntry"("actorId", "createdAt");
CREATE INDEX "AccessLogEntry_createdAt_idx" ON "AccessLogEntry"("createdAt");
