'use server';

import { setAway } from '@/lib/office/assignment/availability';
import type { DeviceOutcome } from '@/lib/office/notify/device-subscription';
import { DeviceRefusedError, deviceIsOn, removeDevice, saveDevice } from '@/lib/office/notify/devices';
import { staffAction } from '@/lib/office/staff/staff-action';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

/** "Notify me on this device": keeps the browser's push subscription for the signed-in member. */
export const turnOnDeviceAction = staffAction({ role: 'any' }, async (member, subscription: unknown): Promise<DeviceOutcome> => {
  try {
    await saveDevice(member.id, subscription, (await headers()).get('user-agent'));
    return { ok: true };
  } catch (error) {
    if (error instanceof DeviceRefusedError) return { ok: false, error: error.message };
    throw error;
  }
});

/** "Turn off on this device": the site stops pushing to it. */
export const turnOffDeviceAction = staffAction({ role: 'any' }, async (member, endpoint: unknown): Promise<DeviceOutcome> => {
  await removeDevice(member.id, endpoint);
  return { ok: true };
});

/** Whether the site still pushes to the device this browser is subscribed with. */
export const deviceIsOnAction = staffAction({ role: 'any' }, async (member, endpoint: unknown): Promise<boolean> =>
  deviceIsOn(member.id, endpoint),
);

/** The account page's availability: away (on leave, off shift) takes the member out of every pool until they are back. */
export const setAvailabilityAction = staffAction({ role: 'account-holder' }, async (member, formData: FormData): Promise<void> => {
  try {
    await setAway(member.id, formData.get('away'));
  } catch {
    redirect('/admin/account?availability=invalid');
  }
  redirect('/admin/account?availability=saved');
});
