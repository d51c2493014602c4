import { describe, expect, it } from 'vitest';
import {
  formPathOf,
  problemsFromViolations,
  remapRowIndex,
  stepOfField,
  violationMessage,
} from './server-violations.ts';

describe('server violations on form fields', () => {
  it('turns payload paths into form paths', () => {
    expect(formPathOf('meetingRooms[0].halls[1].hall')).toBe('days.0.halls.1.hall');
    expect(formPathOf('hotelRooms[2].roomType')).toBe('rooms.2.roomType');
    expect(formPathOf('email')).toBe('emailaddress');
    expect(formPathOf('contactPersonPhonenumber')).toBe('phonenumber');
    expect(formPathOf('address')).toBe('street');
    expect(formPathOf('promoCode')).toBe('discountCode');
    expect(formPathOf('onsiteContact.email')).toBe('onsiteContact.email');
    expect(formPathOf('paymentMethod')).toBe('paymentMethod');
    expect(formPathOf('')).toBe('');
  });

  it('maps the n-th sent row back to its row in the form', () => {
    const sent = { days: [0, 2], rooms: [1] };
    expect(remapRowIndex('days.1.date', sent)).toBe('days.2.date');
    expect(remapRowIndex('rooms.0.roomType', sent)).toBe('rooms.1.roomType');
    expect(remapRowIndex('days.5.date', sent)).toBe('days.5.date');
    expect(remapRowIndex('emailaddress', sent)).toBe('emailaddress');
  });
});

describe('server violation messages', () => {
  it('uses the shared rule key, else the code, else the general message', () => {
    expect(violationMessage({ message: 'validation.email', code: 'invalid_value' })).toEqual({
      key: 'validation.email',
    });
    expect(violationMessage({ message: 'This date is in the past.', code: 'date_in_past' })).toEqual({
      key: 'validation.dateInPast',
    });
    // The public hears one reason for corporate credentials that do not verify (issue 20).
    expect(violationMessage({ message: 'No match.', code: 'invalid_credentials' })).toEqual({
      key: 'validation.corporateInvalid',
    });
    expect(violationMessage({ message: 'Something odd.', code: 'whatever' })).toEqual({
      key: 'validation.serverRejected',
    });
  });
});

describe('violations on the form that was sent', () => {
  it('lands on the form row the sent row came from, on the step that shows it', () => {
    const complete = {
      date: '2030-06-01',
      startTime: '09:00',
      endTime: '17:00',
      pax: 10,
      halls: [],
      items: [],
      packageDeals: [],
    };
    const empty = { ...complete, date: null };
    const problems = problemsFromViolations(
      [{ propertyPath: 'meetingRooms[1].date', message: 'This date is in the past.', code: 'date_in_past' }],
      { days: [complete, empty, complete], rooms: [] },
    );
    expect(problems).toEqual([{ path: 'days.2.date', error: { key: 'validation.dateInPast' } }]);
    expect(stepOfField('days.2.date')).toBe(2);
    expect(stepOfField('rooms.0.roomType')).toBe(3);
    expect(stepOfField('emailaddress')).toBe(1);
    expect(stepOfField('street')).toBe(4);
    expect(stepOfField('paymentMethod')).toBe(5);
  });
});
