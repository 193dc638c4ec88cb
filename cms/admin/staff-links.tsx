/**
 * The editor's navigation back to the staff area, and its sign-out: the staff area's own (one session for both),
 * instead of Payload's, whose local login is off.
 */
export function StaffAreaLinks() {
  return (
    <nav aria-label="Staff area" style={{ marginTop: 'calc(var(--base) * 2)' }}>
      <a href="/admin" className="nav__link">
        Back to the staff area
      </a>
    </nav>
  );
}

export function StaffSignOut() {
  return (
    <form method="post" action="/admin/logout">
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        Sign out
      </button>
    </form>
  );
}
