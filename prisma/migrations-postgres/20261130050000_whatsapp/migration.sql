-- Issue 50: WhatsApp conversations on the lead (Meta's WhatsApp Business Platform, Cloud API).
CREATE TABLE "WhatsAppThread" (
    "leadId" TEXT NOT NULL PRIMARY KEY,
    "waId" TEXT NOT NULL,
    "profileName" TEXT,
    "lastInboundAt" TIMESTAMP(3),
    "lastMessageAt" TIMESTAMP(3) NOT NULL,
    "unread" INTEGER NOT NULL DEFAULT 0,
    "noticeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WhatsAppThread_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "WhatsAppThread_waId_idx" ON "WhatsAppThread"("waId");
CREATE INDEX "WhatsAppThread_unread_idx" ON "WhatsAppThread"("unread");
CREATE TABLE "WhatsAppMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leadId" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "wamid" TEXT,
    "kind" TEXT NOT NULL,
    "body" TEXT,
    "detail" TEXT,
    "mediaId" TEXT,
    "mediaState" TEXT,
    "status" TEXT NOT NULL,
    "statusAt" TIMESTAMP(3),
    "error" TEXT,
    "deliveryId" TEXT,
    "staffId" TEXT,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WhatsAppMessage_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WhatsAppMessage_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "WhatsAppMessage_wamid_key" ON "WhatsAppMessage"("wamid");
CREATE UNIQUE INDEX "WhatsAppMessage_deliveryId_key" ON "WhatsAppMessage"("deliveryId");
CREATE INDEX "WhatsAppMessage_leadId_sentAt_idx" ON "WhatsAppMessage"("leadId", "sentAt");
CREATE INDEX "WhatsAppMessage_mediaState_idx" ON "WhatsAppMessage"("mediaState");
CREATE TABLE "WhatsAppMedia" (
    "messageId" TEXT NOT NULL PRIMARY KEY,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "fileName" TEXT,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WhatsAppMedia_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "WhatsAppMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE TABLE "WhatsAppTemplate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "components" TEXT NOT NULL,
    "syncedAt" TIMESTAMP(3) NOT NULL
);
CREATE UNIQUE INDEX "WhatsAppTemplate_name_language_key" ON "WhatsAppTemplate"("name", "language");
