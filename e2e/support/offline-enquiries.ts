import type { Page } from '@playwright/test';

/** How many enquiries wait in the device's queue (IndexedDB), sent or not yet announced. */
export function queuedEnquiryCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, and the site's own upgrade would never run.
    if (!(await indexedDB.databases()).some((database) => database.name === 'nestora-offline')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('nestora-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const count = db.transaction('enquiries').objectStore('enquiries').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  });
}
