'use server';

import { headers } from 'next/headers';
import { requireStaff } from '@/lib/office/staff/current-staff';
import type { DeviceOutcome } from '@/lib/office/notify/device-subscription';
import { DeviceRefusedError, deviceIsOn, removeDevice, saveDevice } from '@/lib/office/notify/devices';

/** "Notify me on this device": keeps the browser's push subscription for the signed-in member. */
export async function turnOnDeviceAction(subscription: unknown): Promise<DeviceOutcome> {
  const member = await requireStaff();
  try {
    await saveDevice(member.id, subscription, (await headers()).get('user-agent'));
    return { ok: true };
  } catch (error) {
    if (error instanceof DeviceRefusedError) return { ok: false, error: error.message };
    throw error;
  }
}

/** "Turn off on this device": the site stops pushing to it. */
export async function turnOffDeviceAction(endpoint: unknown): Promise<DeviceOutcome> {
  const member = await requireStaff();
  await removeDevice(member.id, endpoint);
  return { ok: true };
}

/** Whether the site still pushes to the device this browser is subscribed with. */
export async function deviceIsOnAction(endpoint: unknown): Promise<boolean> {
  const member = await requireStaff();
  return deviceIsOn(member.id, endpoint);
}
