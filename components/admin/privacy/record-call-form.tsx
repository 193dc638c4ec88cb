import privacy from './privacy.module.css';

type Props = {
  requestId: string;
  phoneKey: string;
  /** The phone as staff dial it. */
  phone: string;
  action: (formData: FormData) => Promise<void>;
};

/**
 * Staff's record of a call to one phone of a request: the signed-in member and the time are taken
 * by the server, the note is theirs. Recording it proves the phone: its rows become the person's.
 */
export function RecordCallForm({ requestId, phoneKey, phone, action }: Props) {
  const noteId = `call-note-${phoneKey}`;
  return (
    <form action={action} className={privacy.closeForm}>
      <input type="hidden" name="id" value={requestId} />
      <input type="hidden" name="phoneKey" value={phoneKey} />
      <p>Call {phone}. Record the call only if the person who answers confirms that they made this request.</p>
      <label htmlFor={noteId}>Call note (optional)</label>
      <textarea id={noteId} name="note" maxLength={500} />
      <div>
        <button type="submit" className="btn btn-primary">
          Record my call to {phone}
        </button>
      </div>
    </form>
  );
}
