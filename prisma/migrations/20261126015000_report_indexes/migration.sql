-- Issue 34: the reports read each lead's furthest stage from its history (covered by this index, without
-- reading the events' rows), and count leads that are not repeats or spam within a range of days.
CREATE INDEX "LeadEvent_enquiryId_kind_toValue_idx" ON "LeadEvent"("enquiryId", "kind", "toValue");
CREATE INDEX "Enquiry_repeatOfId_spam_createdAt_idx" ON "Enquiry"("repeatOfId", "spam", "createdAt");
