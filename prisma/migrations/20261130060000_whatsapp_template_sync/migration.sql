-- CreateTable
CREATE TABLE "WhatsAppTemplateSync" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT,
    "leaseUntil" DATETIME,
    "lastRunAt" DATETIME,
    "lastOkAt" DATETIME,
    "lastError" TEXT,
    "lastErrorAt" DATETIME
);
