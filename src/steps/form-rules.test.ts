import { describe, expect, it } from 'vitest';
import { emptyDay } from '../domain/days.ts';
import { emptyReservation } from '../domain/reservation.ts';
import { stepRules, valueAt, withValue } from './form-rules.ts';

const base = { ...emptyReservation('en-US'), days: [emptyDay('new-1'), emptyDay('new-2')] };

describe('field paths', () => {
  it('reads and writes top-level, contact and row fields without touching the rest', () => {
    const named = withValue(base, 'eventname', 'Board day');
    expect(valueAt(named, 'eventname')).toBe('Board day');
    const onsite = withValue(named, 'onsiteContact.email', 'b@example.com');
    expect(onsite.onsiteContact).toMatchObject({ email: 'b@example.com', firstname: '' });
    const dated = withValue(onsite, 'days.1.date', '2030-06-02');
    expect(valueAt(dated, 'days.1.date')).toBe('2030-06-02');
    expect(dated.days[0]).toBe(base.days[0]);
    expect(base.days[1]?.date).toBeNull();
  });

  it('reads undefined and changes nothing where a row does not exist', () => {
    expect(valueAt(base, 'days.5.date')).toBeUndefined();
    expect(withValue(base, 'days.5.date', '2030-06-02').days).toEqual(base.days);
    expect(withValue(base, 'days.x.date' as 'days.0.date', '2030-06-02').days).toEqual(base.days);
  });

  it('checks the on-site contact only when it is not the account holder', () => {
    const paths = (same: boolean) => stepRules(4, base, { onsiteSameAsAccount: same }).map(([p]) => p);
    expect(paths(true)).not.toContain('onsiteContact.firstname');
    expect(paths(false)).toContain('onsiteContact.firstname');
    expect(stepRules(1, base, { onsiteSameAsAccount: false }).map(([p]) => p)).toEqual([
      'types',
      'location',
      'emailaddress',
    ]);
  });
});
