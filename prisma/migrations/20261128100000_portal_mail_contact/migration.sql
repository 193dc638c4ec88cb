-- A portal lead id is one lead per buyer: a later mail with the same id but another buyer's contact is its own lead.
ALTER TABLE "PortalMailLead" ADD COLUMN "contactKey" TEXT NOT NULL DEFAULT '';
DROP INDEX "PortalMailLead_source_portalLeadId_key";
CREATE UNIQUE INDEX "PortalMailLead_source_portalLeadId_contactKey_key" ON "PortalMailLead"("source", "portalLeadId", "contactKey");
