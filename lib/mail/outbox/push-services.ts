import { isLoopbackHost } from '@/lib/platform/http/loopback';

/**
 * The browser push services a device's push address may point at, the one list the site checks a subscription
 * against when a device is turned on and again before every push. Any other address would make the server post
 * wherever a signed-in browser said, inside addresses included.
 */
const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Opera, Brave, Samsung Internet: Firebase Cloud Messaging (older subscriptions: GCM's host).
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox: Mozilla's autopush.
  'updates.push.services.mozilla.com',
];
const PUSH_SERVICE_DOMAINS = [
  // Edge on Windows: Windows Push Notification Services (wns2-<region>.notify.windows.com).
  'notify.windows.com',
  // Safari on macOS and iOS: Apple's web push (web.push.apple.com).
  'push.apple.com',
];

export type PushAddressRule = {
  /** Plain http on this machine, for a local push service stand-in: only with PUSH_LOOPBACK_FOR_TESTS. */
  loopbackAllowed: boolean;
};

function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(`.${domain}`));
}

/** Whether the site may post to this push address: https on the default port to a known push service. */
export function pushAddressAllowed(endpoint: string, rule: PushAddressRule): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (rule.loopbackAllowed && url.protocol === 'http:' && isLoopbackHost(url.hostname)) return true;
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname);
}
