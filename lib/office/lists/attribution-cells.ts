import { channelLabel } from '@/lib/intake/attribution/channel-names';
import { clickIdsText, storedTouch, type WithAttribution } from '@/lib/intake/attribution/stored-touches';
import { formatIst } from '../../platform/time/india';

const touchColumns = ['channel', 'source', 'medium', 'campaign', 'term', 'content', 'click ids', 'referrer', 'landing page', 'time (IST)'];

/** The CSV header of a lead's or application's two touches. */
export const attributionHeader = (['First touch', 'Latest touch'] as const).flatMap((touch) =>
  touchColumns.map((column) => `${touch} ${column}`),
);

/** The CSV cells under attributionHeader; the cells stay text for csvCell to guard against formulas. */
export function attributionCells(row: WithAttribution): (string | null)[] {
  return (['first', 'last'] as const).flatMap((name) => {
    const touch = storedTouch(row, name);
    return [
      touch.channel ? channelLabel(touch.channel) : null,
      touch.source,
      touch.medium,
      touch.campaign,
      touch.term,
      touch.content,
      clickIdsText(touch),
      touch.referrer,
      touch.landing,
      touch.at ? formatIst(touch.at) : null,
    ];
  });
}
