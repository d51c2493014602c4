import { describe, expect, it } from 'vitest';
import { emptyDay } from '../domain/days.ts';
import { emptyReservation } from '../domain/reservation.ts';
import { invoiceAddressProblems, stepRules, valueAt, withValue } from './form-rules.ts';

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

describe('step 4 for a rooms-only booking (a family)', () => {
  const paths = (reservation: typeof base, same = false) =>
    stepRules(4, reservation, { onsiteSameAsAccount: same }).map(([p]) => p);
  const roomsOnly = { ...base, types: ['hotel'] } as typeof base;

  it('asks only first and last name, e-mail and phone', () => {
    expect(paths(roomsOnly)).toEqual(['firstname', 'lastname', 'emailaddress', 'phonenumber']);
    expect(paths(roomsOnly, true)).toEqual(['firstname', 'lastname', 'emailaddress', 'phonenumber']);
  });

  it('asks the billing address when the visitor pays on account (invoice), still no on-site contact', () => {
    const invoice = paths({ ...roomsOnly, paymentMethod: 'INVOICE' });
    expect(invoice).toEqual(expect.arrayContaining(['street', 'postalcode', 'city', 'country']));
    expect(invoice).not.toContain('onsiteContact.firstname');
    expect(paths({ ...roomsOnly, paymentMethod: 'AT_LOCATION' })).not.toContain('street');
  });

  it('with meeting days still asks the billing address and the on-site contact', () => {
    for (const types of [['mice'], ['mice', 'hotel']]) {
      const withDays = paths({ ...base, types } as typeof base);
      expect(withDays).toEqual(expect.arrayContaining(['street', 'postalcode', 'city', 'country']));
      expect(withDays).toContain('onsiteContact.firstname');
    }
  });
});

describe('paying a rooms-only booking on account', () => {
  const invoiced = { ...base, types: ['hotel'], paymentMethod: 'INVOICE' } as typeof base;
  const address = { street: 'Keizersgracht', postalcode: '1015 AA', city: 'Amsterdam', country: 'NL' };

  it('stops step 5 until the billing address is given, and says so on the payment method', () => {
    expect(invoiceAddressProblems(invoiced)).toEqual([
      { path: 'paymentMethod', error: { key: 'validation.billingAddressForInvoice' } },
    ]);
    expect(invoiceAddressProblems({ ...invoiced, ...address })).toEqual([]);
    expect(invoiceAddressProblems({ ...invoiced, paymentMethod: 'AT_LOCATION' })).toEqual([]);
  });
});
