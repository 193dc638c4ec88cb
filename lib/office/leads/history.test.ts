import { describeEvent } from './history';

describe('the clock’s lines in a lead’s history', () => {
  it('say where an escalated lead went, and who handed a lead on by going away', () => {
    expect(describeEvent({ kind: 'escalated', fromValue: 'Ravi', toValue: 'Asha', detail: 'Gurgaon desk' })).toBe(
      'Escalated to the admins: nobody in the pool contacted the buyer; moved from Ravi to Asha (rule: Gurgaon desk)',
    );
    expect(describeEvent({ kind: 'escalated', fromValue: 'Ravi', toValue: 'Ravi', detail: null })).toBe(
      'Escalated to the admins: nobody in the pool contacted the buyer; Ravi keeps it',
    );
    expect(describeEvent({ kind: 'handed-on', fromValue: 'Asha', toValue: 'Ravi', detail: 'Gurgaon desk' })).toBe(
      'Moved from Asha to Ravi: Asha went away (rule: Gurgaon desk)',
    );
  });
});
