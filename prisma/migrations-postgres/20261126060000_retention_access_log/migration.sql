-- Issue 35: leads are erased after RETENTION_MONTHS without activity (a warning first), Won leads keep only
-- what accounting needs, and every staff access to personal data is logged for a year.
ALTER TABLE "Enquiry" ADD COLUMN "retentionWarnedAt" TIMESTAMP(3);
ALTER TABLE "Enquiry" ADD COLUMN "retentionReducedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "RetentionRun" (
    "day" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "outcome" TEXT,

    CONSTRAINT "RetentionRun_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "AccessLogEntry" (
    "id" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subjectId" TEXT,
    "detail" TEXT,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccessLogEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccessLogEntry_subjectId_createdAt_idx" ON "AccessLogEntry"("subjectId", "createdAt");
CREATE INDEX "AccessLogEntry_actorId_createdAt_idx" ON "AccessLogEntry"("actorId", "createdAt");
CREATE INDEX "AccessLogEntry_createdAt_idx" ON "AccessLogEntry"("createdAt");

-- AddForeignKey
ALTER TABLE "AccessLogEntry" ADD CONSTRAINT "AccessLogEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "StaffUser"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
