import { startTestDaysAt } from '../fixtures/booking-api.mjs';
import { ZOOM_200 } from './screen-sizes.ts';
import { describeViewsAt } from './small-screen-flows.ts';

// Days of its own on the shared server (see views-320.browser.test.ts).
startTestDaysAt(2000);

// The offer view and its dialogs, the booking page, the edit view, my bookings and not found at 200%
// zoom of a 1280 px window, in five languages: nothing scrolls sideways or is cut off, and axe finds nothing.
describeViewsAt(ZOOM_200);
