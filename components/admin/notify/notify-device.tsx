'use client';

import type { DeviceActions } from '@/lib/office/notify/device-subscription';
import { SERVICE_WORKER_URL } from '@/lib/site/offline/worker-messages';
import { useEffect, useState } from 'react';
import styles from './notify-device.module.css';

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const stateText: Record<State, string> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot show notifications from the site (on an iPhone, add the site to the Home Screen first).',
  blocked: "Blocked: this browser's settings refuse notifications from the site. Allow them there, then come back.",
  off: 'Off on this device.',
  on: 'On: this device shows a notification for each lead assigned to you and each reminder.',
};

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The site's VAPID public key as the bytes pushManager.subscribe expects. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
};

/** The service worker's registration, registering it first: the staff area does not, until notifications are wanted. */
async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  return navigator.serviceWorker.ready;
}

/**
 * "Notify me on this device": asks the browser's permission, subscribes it to pushes under the site's key and
 * hands the subscription to the server; "Turn off on this device" undoes both. Says what the device's state is:
 * on, off, blocked in the browser, or not supported.
 */
export function NotifyDevice({ publicKey, actions }: { publicKey: string; actions: DeviceActions }) {
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    (async () => {
      if (!supported()) return settle('unsupported');
      if (Notification.permission === 'denied') return settle('blocked');
      const existing = await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription();
      if (!existing) return settle('off');
      // A subscription made under another key (the site's keys were replaced) can no longer be pushed to.
      if (!sameKey(existing, keyBytes(publicKey))) {
        await existing.unsubscribe();
        return settle('off');
      }
      settle((await actions.isOn(existing.endpoint)) ? 'on' : 'off');
    })().catch(() => settle('off'));
    return () => {
      live = false;
    };
  }, [publicKey, actions]);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
    const pushManager = (await registration()).pushManager;
    const subscription =
      (await pushManager.getSubscription()) ??
      (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const outcome = await actions.turnOn(subscription.toJSON());
    if (!outcome.ok) {
      await subscription.unsubscribe();
      setProblem(outcome.formError ?? null);
      return setState('off');
    }
    setState('on');
  }

  async function turnOff() {
    const subscription = await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription();
    if (subscription) {
      await actions.turnOff(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState('off');
  }

  async function run(change: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await change();
    } catch {
      setProblem('That did not work: check the connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.device}>
      <p role="status" data-state={state}>
        {stateText[state]}
      </p>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {state === 'off' ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(turnOn)}>
          Notify me on this device
        </button>
      ) : null}
      {state === 'on' ? (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run(turnOff)}>
          Turn off on this device
        </button>
      ) : null}
    </div>
  );
}
