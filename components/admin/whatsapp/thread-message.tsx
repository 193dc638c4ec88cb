import type { ThreadMessage } from '@/lib/office/whatsapp/conversation';
import { formatIst } from '@/lib/platform/time/india';
import { MessageTicks } from './message-ticks';
import styles from './whatsapp.module.css';

type Props = { message: ThreadMessage; leadId: string; retry: (formData: FormData) => Promise<void> };

const mediaWords: Record<string, string> = {
  waiting: 'Fetching the file from WhatsApp…',
  'too-large': 'The file is larger than the 16 MB the desk keeps; ask the buyer to send it another way.',
  refused: 'The file was not kept: its content is not a photo, document, audio or video file.',
  failed: 'The file could not be fetched from WhatsApp.',
};

const kindWords: Record<string, string> = {
  image: 'Photo',
  document: 'Document',
  audio: 'Audio',
  video: 'Video',
  sticker: 'Sticker',
  location: 'Location',
  contacts: 'Contact card',
  button: 'Tapped a button',
  interactive: 'Chose',
  reaction: 'Reacted',
  template: 'Template',
  unsupported: 'A message WhatsApp could not pass on',
};

/** A file's size as people say it: KB below a megabyte, MB with one decimal above. */
function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Media({ message, leadId }: { message: ThreadMessage; leadId: string }) {
  if (!message.media) return null;
  if (message.media.state !== 'stored') return <p className={styles.mediaNote}>{mediaWords[message.media.state] ?? message.media.state}</p>;
  const href = `/admin/leads/${encodeURIComponent(leadId)}/whatsapp/${encodeURIComponent(message.id)}`;
  const fromBuyer = message.direction === 'in';
  const name =
    typeof message.detail.fileName === 'string'
      ? message.detail.fileName
      : `${kindWords[message.kind] ?? 'File'} ${fromBuyer ? 'from' : 'to'} the buyer`;
  if (message.kind === 'image' || message.kind === 'sticker') {
    return (
      <a href={href} className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a staff-only file served with the session, not an optimisable asset */}
        <img src={href} alt={message.body ?? (fromBuyer ? 'Photo from the buyer' : `Photo sent: ${name}`)} loading="lazy" width={240} />
      </a>
    );
  }
  if (message.kind === 'audio')
    return <audio controls preload="none" src={href} className={styles.audio} aria-label="Voice or audio message from the buyer" />;
  return (
    <a href={href} className={styles.file} download>
      Download {name} {message.media.size ? `(${fileSize(message.media.size)})` : ''}
    </a>
  );
}

function Extra({ message }: { message: ThreadMessage }) {
  const { detail } = message;
  if (message.kind === 'location' && typeof detail.latitude === 'number' && typeof detail.longitude === 'number') {
    return (
      <a
        href={`https://www.openstreetmap.org/?mlat=${detail.latitude}&mlon=${detail.longitude}#map=17/${detail.latitude}/${detail.longitude}`}
        rel="noreferrer"
        target="_blank"
      >
        Open the location on a map
      </a>
    );
  }
  if (message.kind === 'reaction')
    return <span className={styles.hint}>{detail.removed ? 'Removed a reaction' : 'to an earlier message'}</span>;
  if (message.kind === 'template' && typeof detail.template === 'string')
    return <span className={styles.hint}>Template “{detail.template}”</span>;
  if (message.kind === 'unsupported' && typeof detail.error === 'string') return <span className={styles.hint}>{detail.error}</span>;
  return null;
}

/** One message of the conversation: the buyer's on the left, ours on the right with its ticks, a failure with Meta's reason and Try again. */
export function ThreadMessageItem({ message, leadId, retry }: Props) {
  const label = kindWords[message.kind];
  return (
    <li className={styles.message} data-direction={message.direction} data-status={message.status}>
      <p className={styles.meta}>
        {message.direction === 'in' ? 'Buyer' : (message.by ?? 'Staff')} ·{' '}
        <time dateTime={message.sentAt.toISOString()}>{formatIst(message.sentAt)}</time>
      </p>
      {label && message.kind !== 'template' ? <p className={styles.kind}>{label}</p> : null}
      {message.body ? <p className={styles.body}>{message.body}</p> : null}
      <Media message={message} leadId={leadId} />
      <Extra message={message} />
      {message.direction === 'out' ? <MessageTicks status={message.status} /> : null}
      {message.retrying ? <p className={styles.hint}>Retrying: {message.retrying}</p> : null}
      {message.status === 'failed' || message.status === 'unconfirmed' ? (
        <form action={retry} className={styles.retry}>
          <p role="note" className={styles.error}>
            {message.status === 'failed'
              ? `WhatsApp did not deliver it: ${message.error ?? 'no reason given'}`
              : 'Not confirmed: WhatsApp may have taken it, but never told us. Check with the buyer before you try again.'}
          </p>
          <input type="hidden" name="id" value={leadId} />
          <input type="hidden" name="messageId" value={message.id} />
          <button type="submit" className="btn btn-primary">
            Try again
          </button>
        </form>
      ) : null}
    </li>
  );
}
