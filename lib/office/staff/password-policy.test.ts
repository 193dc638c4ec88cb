import { commonPasswords } from '@/lib/site/content/common-passwords';
import { newPasswordSchema, newPasswordSchemaFor, passwordContextIssue, passwordPolicyMessages } from './password-policy';

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

describe('passwordContextIssue', () => {
  const person = { email: 'vikram.sethi@example.in', name: "Vikram D'Souza" };

  it("refuses the e-mail's part before the @, whole or by its words, in any case", () => {
    expect(passwordContextIssue('my Vikram.Sethi secret', person)).toBe('email');
    expect(passwordContextIssue('ilovesethi forever', person)).toBe('email');
    expect(passwordContextIssue('x', { email: 'info@example.in' })).toBeUndefined();
    expect(passwordContextIssue('INFO desk lantern', { email: 'info@example.in' })).toBe('email');
  });

  it('refuses a word of three letters or more of the name, but not a shorter one', () => {
    expect(passwordContextIssue('souza the great lantern', person)).toBe('name');
    expect(passwordContextIssue('harbour lantern rao', { email: 'a1@example.in', name: 'Asha Rao' })).toBe('name');
    expect(passwordContextIssue('lantern li harbour om', { email: 'a1@example.in', name: 'Li Om' })).toBeUndefined();
  });

  it("refuses the site's name, either word, in any case", () => {
    expect(passwordContextIssue('welcome to NESTORA 2026', person)).toBe('site');
    expect(passwordContextIssue('best realty in town', person)).toBe('site');
    expect(passwordContextIssue('quiet harbour lantern 1', person)).toBeUndefined();
  });

  it('gives each refusal its own message through the schema for the person', () => {
    const messages = (password: string) =>
      newPasswordSchemaFor(person)
        .safeParse(password)
        .error?.issues.map((issue) => issue.message);
    expect(messages('ilovesethi forever')).toEqual([passwordPolicyMessages.email]);
    expect(messages('souza the great lantern')).toEqual([passwordPolicyMessages.name]);
    expect(messages('welcome to nestora 2026')).toEqual([passwordPolicyMessages.site]);
    expect(passwordPolicyMessages.site).toContain('Nestora Realty');
    expect(messages('quiet harbour lantern 1')).toBeUndefined();
  });
});
