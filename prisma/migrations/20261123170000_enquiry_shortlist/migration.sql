-- 'Send my shortlist to an advisor': the shortlisted projects as JSON, [{developer, id, name}].
ALTER TABLE "Enquiry" ADD COLUMN "shortlist" TEXT;
