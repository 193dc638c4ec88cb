-- CreateTable
CREATE TABLE "WhatsAppTemplateSync" (
    "id" TEXT NOT NULL,
    "nextDueAt" TIMESTAMP(3),
    "lastRunAt" TIMESTAMP(3),
    "lastOkAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),

    CONSTRAINT "WhatsAppTemplateSync_pkey" PRIMARY KEY ("id")
);
