/** The channels a stored record can be delivered through. */
export type Channel = 'lead-email' | 'buyer-email' | 'careers-email' | 'webhook';

/**
 * The channels whose settings are complete. Placeholder until the outbox lands (issue 22): no
 * channel is configured yet.
 */
export function configuredChannels(): Channel[] {
  return [];
}
