import { channelIds, channelLabel } from './channel-names';

describe('channelLabel', () => {
  it('names every stored channel id, and shows an unknown one as stored', () => {
    expect(channelLabel('paid-search')).toBe('Paid search');
    expect(channelLabel('property-portal')).toBe('Property portals');
    expect(channelLabel('carrier-pigeon')).toBe('carrier-pigeon');
    expect(channelLabel(null)).toBe('Unknown');
    expect(channelIds).toHaveLength(9);
  });
});
