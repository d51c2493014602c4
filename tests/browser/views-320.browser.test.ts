import { startTestDaysAt } from '../fixtures/booking-api.mjs';
import { PHONE_320 } from './screen-sizes.ts';
import { describeViewsAt } from './small-screen-flows.ts';

// Browser files share one server and offers hold the same hall: this file books days of its own
// (prices: 1500, parts: 1600, offer dialogs: 1700, resume: 1800, views at 320 px: 1900, at 200%: 2000).
startTestDaysAt(1900);

// The offer view and its dialogs, the booking page, the edit view, my bookings and not found on a
// 320 px phone, in five languages: nothing scrolls sideways or is cut off, and axe finds nothing.
describeViewsAt(PHONE_320);
