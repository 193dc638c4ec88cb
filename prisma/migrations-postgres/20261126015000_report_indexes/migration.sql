-- Issue 34: the reports read each lead's furthest stage from its history (covered by the first index, without
-- reading the events' rows), and count the leads of a range of days that are not repeats or spam from the second
-- alone: it holds every column the reports group, filter and measure by, so a report over a year of leads never
-- reads the wide rows, however they lie on disk.
CREATE INDEX "LeadEvent_enquiryId_kind_toValue_idx" ON "LeadEvent"("enquiryId", "kind", "toValue");
CREATE INDEX "Enquiry_report_idx" ON "Enquiry"("repeatOfId", "spam", "createdAt", "stage", "firstContactedAt", "firstChannel", "firstCampaign", "lastChannel", "lastCampaign", "ownerId", "projectId", "projectDeveloper", "city", "lostReason", "id");
