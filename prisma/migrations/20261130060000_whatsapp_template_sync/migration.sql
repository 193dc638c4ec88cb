-- CreateTable
CREATE TABLE "WhatsAppTemplateSync" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "nextDueAt" DATETIME,
    "lastRunAt" DATETIME,
    "lastOkAt" DATETIME,
    "lastError" TEXT,
    "lastErrorAt" DATETIME
);
