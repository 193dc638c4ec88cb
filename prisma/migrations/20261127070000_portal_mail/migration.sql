-- Issue 41 (source 3): the portal mailbox reader's lease and run status, the portal mails whose lead
-- is stored (once per Message-ID and per portal lead id), and the mails no parser could read.
CREATE TABLE "PortalMailRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT,
    "leaseUntil" DATETIME,
    "lastRunAt" DATETIME,
    "lastOkAt" DATETIME,
    "lastError" TEXT,
    "lastErrorAt" DATETIME
);

CREATE TABLE "PortalMailLead" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "messageId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "portalLeadId" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "storedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE UNIQUE INDEX "PortalMailLead_messageId_key" ON "PortalMailLead"("messageId");
CREATE UNIQUE INDEX "PortalMailLead_source_portalLeadId_key" ON "PortalMailLead"("source", "portalLeadId");
CREATE INDEX "PortalMailLead_storedAt_idx" ON "PortalMailLead"("storedAt");

CREATE TABLE "UnreadableMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "messageId" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "receivedAt" DATETIME NOT NULL,
    "raw" BLOB NOT NULL,
    "text" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "leadId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

CREATE UNIQUE INDEX "UnreadableMail_messageId_key" ON "UnreadableMail"("messageId");
CREATE INDEX "UnreadableMail_state_createdAt_idx" ON "UnreadableMail"("state", "createdAt");
