-- Issue 42: assignment rules with pools of advisors, the first-contact clock on each lead, advisors away.
CREATE TABLE "AssignmentRule" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "fallback" BOOLEAN NOT NULL DEFAULT false,
    "conditions" TEXT NOT NULL DEFAULT '{}',
    "method" TEXT NOT NULL DEFAULT 'weighted',
    "targetMinutes" INTEGER NOT NULL DEFAULT 15,
    "workDays" TEXT NOT NULL DEFAULT '1,2,3,4,5,6',
    "workStart" INTEGER NOT NULL DEFAULT 540,
    "workEnd" INTEGER NOT NULL DEFAULT 1140,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "AssignmentRule_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AssignmentRule_active_position_idx" ON "AssignmentRule"("active", "position");

CREATE TABLE "AssignmentPoolMember" (
    "id" TEXT NOT NULL,
    "ruleId" TEXT NOT NULL,
    "staffId" TEXT NOT NULL,
    "weight" INTEGER NOT NULL DEFAULT 1,
    "current" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "AssignmentPoolMember_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "AssignmentPoolMember_ruleId_fkey" FOREIGN KEY ("ruleId") REFERENCES "AssignmentRule"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AssignmentPoolMember_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "AssignmentPoolMember_ruleId_staffId_key" ON "AssignmentPoolMember"("ruleId", "staffId");
CREATE INDEX "AssignmentPoolMember_staffId_idx" ON "AssignmentPoolMember"("staffId");

ALTER TABLE "StaffUser" ADD COLUMN "awayReason" TEXT;
ALTER TABLE "LeadEvent" ADD COLUMN "detail" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "assignmentRuleId" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "clockStartedAt" TIMESTAMP(3);
ALTER TABLE "Enquiry" ADD COLUMN "clockStep" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "contactDueAt" TIMESTAMP(3);
ALTER TABLE "Enquiry" ADD COLUMN "clockTried" TEXT;
ALTER TABLE "Enquiry" ADD COLUMN "clockNextAt" TIMESTAMP(3);
ALTER TABLE "Enquiry" ADD CONSTRAINT "Enquiry_assignmentRuleId_fkey" FOREIGN KEY ("assignmentRuleId") REFERENCES "AssignmentRule"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "Enquiry_clockStep_clockNextAt_idx" ON "Enquiry"("clockStep", "clockNextAt");
CREATE INDEX "Enquiry_contactDueAt_idx" ON "Enquiry"("contactDueAt");
