-- Issue 35: the consent history of each enquiry and job application (DPDP Act).
CREATE TABLE "ConsentRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "enquiryId" TEXT,
    "applicationId" TEXT,
    "kind" TEXT NOT NULL,
    "noticeVersion" TEXT,
    "purposes" TEXT NOT NULL,
    "form" TEXT,
    "pagePath" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ConsentRecord_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ConsentRecord_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "JobApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "ConsentRecord_enquiryId_createdAt_idx" ON "ConsentRecord"("enquiryId", "createdAt");
CREATE INDEX "ConsentRecord_applicationId_createdAt_idx" ON "ConsentRecord"("applicationId", "createdAt");
