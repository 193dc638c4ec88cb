/** Why a change on a privacy request was refused, in words, by the refusal's code. */
export const privacyActionErrors = {
  'close-invalid': 'Choose Done or Rejected and write a note (up to 2,000 characters).',
  'not-open': 'This request is already closed.',
  unconfirmed: 'Tick the box to confirm that the erasure cannot be undone.',
  'not-erasure': 'Only an erasure request can erase data.',
  'not-found': 'This request no longer exists.',
  unproven:
    'They have not proved a phone or e-mail yet: call their phone and record the call below before exporting, erasing or withdrawing their consent.',
  'call-invalid': 'Choose the phone you called; a note can be up to 500 characters.',
  'mail-invalid': 'Choose the e-mail address to send the link to.',
  'not-linked': 'That phone or e-mail is not one of this request’s: only its own or a linked one can be proven.',
} as const;
