import { expect, type Page } from '@playwright/test';

/** The accounts scripts/e2e-server.mjs creates in the e2e database before the server starts. */
export const staffAccounts = {
  admin: { name: 'Asha Admin', email: 'admin@nestora-e2e.in', password: 'e2e admin password', role: 'admin' },
  advisor: { name: 'Vikram Advisor', email: 'advisor@nestora-e2e.in', password: 'e2e advisor password', role: 'advisor' },
  /** Only the deactivation test uses this one, so locking it out disturbs no other test. */
  trainee: { name: 'Rohan Trainee', email: 'trainee@nestora-e2e.in', password: 'e2e trainee password', role: 'advisor' },
} as const;

export type StaffWho = keyof typeof staffAccounts;

/**
 * Signs the page's browser context in as a test account, through the sign-in form's own POST: the
 * session cookie lands in the context's cookie jar, shared by the page and page.request.
 */
export async function signIn(page: Page, who: StaffWho): Promise<void> {
  const { email, password } = staffAccounts[who];
  const response = await page.request.post('/admin/session', { form: { email, password }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toMatch(/\/admin\/enquiries$/);
}
