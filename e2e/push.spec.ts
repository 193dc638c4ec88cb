import { decryptPush, startPushService, testDevice } from '../tests/support/push-service';
import { signIn } from './support/staff';
import { expect, newContextWaitingForScripts, test, type Page } from './support/test';

// The site's service worker shows the notification, so this spec allows it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Chromium here reaches no real push service, so the page's pushManager is given a subscription whose endpoint
 * is the test's own push service, with keys the test holds (to read what the site sends it).
 */
async function standInForPushManager(page: Page, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await page.addInitScript((device) => {
    let current: PushSubscription | null = null;
    const make = (applicationServerKey: BufferSource | null) =>
      ({
        endpoint: device.endpoint,
        expirationTime: null,
        options: { applicationServerKey, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } }),
        unsubscribe: async () => {
          current = null;
          sessionStorage.removeItem('e2e-push-key');
          return true;
        },
      }) as unknown as PushSubscription;
    const saved = sessionStorage.getItem('e2e-push-key');
    if (saved) current = make(Uint8Array.from(JSON.parse(saved) as number[]));
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      sessionStorage.setItem('e2e-push-key', JSON.stringify([...key]));
      current = make(key);
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
}

test('an advisor turns notifications on; a lead assigned to them reaches their device, and the notification opens the lead', async ({
  browser,
  baseURL,
  request,
}) => {
  const origin = new URL(baseURL!).origin;
  const pushService = await startPushService();
  try {
    const device = testDevice(`${pushService.base}/push/${unique('device').replace(/\W/g, '')}`);
    const context = await newContextWaitingForScripts(browser, { baseURL });
    await context.grantPermissions(['notifications'], { origin });
    const advisor = await context.newPage();
    await standInForPushManager(advisor, device);
    await signIn(advisor, 'advisor');
    await advisor.goto('/admin/account');
    const status = advisor.getByRole('status');
    await expect(status).toHaveText('Off on this device.');
    await advisor.getByRole('button', { name: 'Notify me on this device' }).click();
    await expect(status).toHaveText(/^On: this device shows a notification/);
    await advisor.reload();
    await expect(status).toHaveText(/^On: /);
    await expect(advisor.getByRole('button', { name: 'Turn off on this device' })).toBeVisible();

    const name = unique('Push buyer');
    const response = await request.post('/api/enquiry', { data: { source: 'api', name, phone: '9876501234', message: 'Call me today' } });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const admin = await (await newContextWaitingForScripts(browser, { baseURL })).newPage();
    await signIn(admin, 'admin');
    await admin.goto(`/admin/leads/${id}`);
    await admin.getByLabel('Owner').selectOption({ label: 'Vikram Advisor' });
    await admin.getByRole('button', { name: 'Assign' }).click();
    await expect(admin.getByText('Owner: Vikram Advisor')).toBeVisible();

    // The outbox worker posts it, encrypted to the device, to the device's push service.
    const leadLink = `/admin/leads/${id}`;
    const pushed = async () =>
      pushService.received
        .filter((push) => `${pushService.base}${push.path}` === device.endpoint)
        .map((push) => decryptPush(device, push.body))
        .find((plain) => (JSON.parse(plain) as { url?: string }).url === leadLink);
    await expect.poll(pushed, { timeout: 20_000 }).toBeDefined();
    const plaintext = (await pushed())!;
    expect(JSON.parse(plaintext)).toMatchObject({ title: 'New lead assigned to you', body: expect.stringContaining(name) });

    // Chromium delivers it to the site's service worker as its push service would.
    const cdp = await context.newCDPSession(advisor);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.get(`${origin}/`)).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations.get(`${origin}/`)!, data: plaintext });

    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          url: (notification.data as { url?: string } | null)?.url,
        })),
      );
    await expect.poll(shown).toContainEqual({
      title: 'New lead assigned to you',
      body: expect.stringContaining(name),
      tag: `lead-${id}`,
      url: `${origin}${leadLink}`,
    });

    await advisor.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(status).toHaveText('Off on this device.');
    await expect(advisor.getByRole('button', { name: 'Notify me on this device' })).toBeVisible();
    await context.close();
  } finally {
    await pushService.close();
  }
});
