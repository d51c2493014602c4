/**
 * The line under "Pay at the location" for what is booked: the day of the event for meetings, arrival or
 * check-out for a stay, both for both. A stay has no event day to pay on.
 */
export function atLocationHintKey(types: readonly string[]): string {
  const event = types.includes('mice');
  const stay = types.includes('hotel');
  return event && stay
    ? 'payment.atLocationHint'
    : event
      ? 'payment.atLocationHintEvent'
      : 'payment.atLocationHintStay';
}
