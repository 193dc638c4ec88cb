import { channelLabels, channelOffReason, channels, type Channel } from '@/lib/mail/outbox/channels';
import { describeDelivery } from '@/lib/mail/outbox/describe';
import type { DeliveryState } from '@/lib/mail/outbox/queries';
import styles from './leads.module.css';

const label = (channel: string) => channelLabels[channel as Channel] ?? channel;

/** Where a lead has been sent: one line per channel, with its state. */
export function DeliveryStates({ deliveries }: { deliveries: DeliveryState[] }) {
  return (
    <section className={styles.card} aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading">Delivery</h2>
      {deliveries.length === 0 ? <p className={styles.hint}>Not sent anywhere: no delivery channel was on when it arrived.</p> : null}
      <ul className={styles.timeline}>
        {deliveries.map((delivery) => (
          <li key={delivery.id} data-state={delivery.state}>
            <strong>{label(delivery.channel)}</strong>
            <span className={styles.when}>{describeDelivery(delivery)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Says which delivery channels are off, folded to one line so the leads stay near the top; it opens to the setting each lacks. */
export function ChannelNotice() {
  const off = channels
    .filter((channel) => channel === 'lead-email' || channel === 'buyer-email' || channel === 'webhook')
    .map((channel) => [channel, channelOffReason(channel)] as const)
    .filter(([, reason]) => reason !== null);
  if (off.length === 0) return null;
  return (
    <details className={styles.notice}>
      <summary>{off.length === 1 ? '1 delivery channel is off' : `${off.length} delivery channels are off`}</summary>
      <ul aria-label="Delivery channels that are off">
        {off.map(([channel, reason]) => (
          <li key={channel}>
            {label(channel)} is off: {reason}.
          </li>
        ))}
      </ul>
    </details>
  );
}
