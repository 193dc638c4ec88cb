/** Meta's customer service window: free-form messages only within 24 hours of the buyer's last message. */
export const WINDOW_MS = 24 * 60 * 60_000;

export type ReplyWindow = { open: true; closesAt: Date; why: string } | { open: false; why: string };

/** Which replies the desk may send now, and why, from when the buyer last wrote. */
export function replyWindow(lastInboundAt: Date | null | undefined, now: Date): ReplyWindow {
  if (!lastInboundAt) {
    return { open: false, why: 'The buyer has not written to us on WhatsApp: only an approved template can start the conversation.' };
  }
  const closesAt = new Date(lastInboundAt.getTime() + WINDOW_MS);
  if (closesAt > now) {
    return { open: true, closesAt, why: 'The buyer wrote within the last 24 hours: any reply may be sent until the window closes.' };
  }
  return {
    open: false,
    why: 'More than 24 hours have passed since the buyer last wrote: WhatsApp allows only approved templates until they write again.',
  };
}
