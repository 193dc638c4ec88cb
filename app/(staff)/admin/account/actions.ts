'use server';

import { setAway } from '@/lib/office/assignment/availability';
import { deviceSubscription, type DeviceOutcome } from '@/lib/office/notify/device-subscription';
import { DeviceRefusedError, UNUSABLE_SUBSCRIPTION, deviceIsOn, removeDevice, saveDevice } from '@/lib/office/notify/devices';
import { refused, type ActionResult } from '@/lib/office/staff/action-result';
import { staffAction } from '@/lib/office/staff/staff-action';
import { headers } from 'next/headers';
import { z } from 'zod';

/** "Notify me on this device": keeps the browser's push subscription for the signed-in member. */
export const turnOnDeviceAction = staffAction(
  { role: 'any', input: deviceSubscription, refused: () => refused(UNUSABLE_SUBSCRIPTION) },
  async (member, subscription): Promise<DeviceOutcome> => {
    try {
      await saveDevice(member.id, subscription, (await headers()).get('user-agent'));
      return { ok: true };
    } catch (error) {
      if (error instanceof DeviceRefusedError) return refused(error.message);
      throw error;
    }
  },
);

// A device is named by its push service's address; anything else names no device of the member's.
const endpoint = z.string().max(2048);

/** "Turn off on this device": the site stops pushing to it. */
export const turnOffDeviceAction = staffAction(
  { role: 'any', input: endpoint, refused: (): DeviceOutcome => ({ ok: true }) },
  async (member, subscribed): Promise<DeviceOutcome> => {
    await removeDevice(member.id, subscribed);
    return { ok: true };
  },
);

/** Whether the site still pushes to the device this browser is subscribed with. */
export const deviceIsOnAction = staffAction({ role: 'any', input: endpoint, refused: () => false }, async (member, subscribed) =>
  deviceIsOn(member.id, subscribed),
);

const notAvailability = refused('Choose Available or one of the reasons to be away.');

/** The account page's availability: away (on leave, off shift) takes the member out of every pool until they are back. */
export const setAvailabilityAction = staffAction(
  { role: 'account-holder', input: z.object({ away: z.string().optional() }), shownOn: '/admin/account', refused: () => notAvailability },
  async (member, { away }): Promise<ActionResult> => {
    try {
      await setAway(member.id, away ?? null);
    } catch {
      return notAvailability;
    }
    return { ok: true };
  },
);
