import { commonPasswords } from '@/lib/content/common-passwords';
import { newPasswordSchema } from './password-policy';

const problem = (password: string) => {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

it('keeps a list of 10,000 distinct common passwords', () => {
  expect(commonPasswords().size).toBe(10_000);
  expect(commonPasswords().has('123456')).toBe(true);
});

it('refuses a password under 12 characters or over 200', () => {
  expect(problem('eleven char')).toEqual(['Use at least 12 characters.']);
  expect(problem('x'.repeat(201))).toEqual(['Use at most 200 characters.']);
  expect(problem('twelve chars')).toBeNull();
  expect(problem('x'.repeat(200))).toBeNull();
});

it('refuses a common password whatever its case', () => {
  for (const common of ['qwerty123456', 'QWERTY123456', '1Qaz2Wsx3Edc']) {
    expect(problem(common)).toEqual(['That password is one of the 10,000 most common: choose another.']);
  }
  expect(problem('qwerty1234567')).toBeNull();
});
