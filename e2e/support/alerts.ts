import type { Page } from '@playwright/test';

/** Accepts every alert and keeps its text, as a visitor clicking OK would. */
export function recordAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}
