import shared from '../shared.module.css';
import styles from './staff-accounts.module.css';

/** An admin invites someone by e-mail and role; a plain form, so it works without JavaScript. */
export function InviteForm({ action }: { action: (formData: FormData) => Promise<void> }) {
  return (
    <form action={action} className={styles.inviteForm} aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <div className={styles.inviteFields}>
        <label>
          E-mail
          <input name="email" type="email" required maxLength={254} autoComplete="off" />
        </label>
        <label>
          Role
          <select name="role" defaultValue="advisor">
            <option value="advisor">Advisor</option>
            <option value="editor">Editor (the catalogue, no leads)</option>
            <option value="admin">Admin</option>
          </select>
        </label>
        <button type="submit">Send invitation</button>
      </div>
      <p className={shared.summary}>They get a link, valid 72 hours and usable once, to choose their name and password.</p>
    </form>
  );
}
