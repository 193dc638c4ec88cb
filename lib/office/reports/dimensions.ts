import { Prisma } from '@/lib/generated/prisma/client';
import { channelLabel } from '@/lib/intake/attribution/channel-names';
import { db } from '@/lib/platform/db';
import { askedProject, askedProjectText } from '@/lib/site/project/asked-project';
import 'server-only';
import type { FunnelDimension, Touch } from './report-filter';

type Keys = (string | null)[];

type Dimension = {
  /** The columns of `e` a row is grouped by, selected as k0, k1, ... */
  keys: Prisma.Sql[];
  /** The row's name in the first column, and (campaigns) a second column. */
  heading: string[];
  labels: () => Promise<(row: Keys) => string[]>;
};

export const touchColumn = (touch: Touch, field: 'Channel' | 'Campaign') => Prisma.raw(`e."${touch}${field}"`);

const NO_CAMPAIGN = '(no campaign)';

export function campaignLabel(campaign: string | null): string {
  return campaign ?? NO_CAMPAIGN;
}

async function staffNames(): Promise<Map<string, string>> {
  const prisma = await db();
  const staff = await prisma.staffUser.findMany({ select: { id: true, name: true } });
  return new Map(staff.map((member) => [member.id, member.name]));
}

/** How a report row is keyed and named for each breakdown. Channels without a stored value read "Unknown". */
export function dimensionOf(by: FunnelDimension, touch: Touch): Dimension {
  switch (by) {
    case 'channel':
      return {
        keys: [touchColumn(touch, 'Channel')],
        heading: ['Channel'],
        labels:
          async () =>
          ([channel]) => [channelLabel(channel)],
      };
    case 'campaign':
      return {
        keys: [touchColumn(touch, 'Campaign'), touchColumn(touch, 'Channel')],
        heading: ['Campaign', 'Channel'],
        labels:
          async () =>
          ([campaign, channel]) => [campaignLabel(campaign ?? null), channelLabel(channel)],
      };
    case 'project':
      return {
        keys: [Prisma.raw('e."projectId"'), Prisma.raw('e."projectDeveloper"')],
        heading: ['Project'],
        labels:
          async () =>
          ([projectId, projectDeveloper]) => {
            const project = askedProject({ projectId: projectId ?? null, projectDeveloper: projectDeveloper ?? null });
            return [project ? askedProjectText(project) : '(no project)'];
          },
      };
    case 'advisor':
      return {
        keys: [Prisma.raw('e."ownerId"')],
        heading: ['Advisor'],
        labels: async () => {
          const names = await staffNames();
          return ([ownerId]) => [ownerId ? (names.get(ownerId) ?? 'Former staff') : 'Unassigned'];
        },
      };
  }
}
