/** Why a two-factor code or change was refused, as the member reads it. */
export const twoFactorRefusals = {
  invalid: 'That code is not right, or it has been used already. Please enter the current code.',
  limited: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
  required: 'Two-factor sign-in is required for your role, so it cannot be turned off.',
  empty: 'Please enter a code.',
  'wrong-password': 'Your password is not right: type the password you sign in with to set up two-factor sign-in.',
  'password-limited': 'Too many wrong passwords. Please wait 15 minutes and try again.',
} as const;
