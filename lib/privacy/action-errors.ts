/** Why a change on a privacy request was refused, by the code its page's URL carries. */
export const privacyActionErrors: Record<string, string> = {
  'close-invalid': 'Choose Done or Rejected and write a note (up to 2,000 characters).',
  'not-open': 'This request is already closed.',
  unconfirmed: 'Tick the box to confirm that the erasure cannot be undone.',
  'not-erasure': 'Only an erasure request can erase data.',
  'not-found': 'This request no longer exists.',
};
