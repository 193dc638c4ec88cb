-- The sender an event belongs to (a WhatsApp number): instances claim one sender's events in turn (lib/intake/sources/events.ts).
ALTER TABLE "IntakeEvent" ADD COLUMN "lane" TEXT;
CREATE INDEX "IntakeEvent_lane_state_idx" ON "IntakeEvent"("lane", "state");
