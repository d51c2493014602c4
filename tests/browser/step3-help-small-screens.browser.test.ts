import { PHONE_320, ZOOM_200 } from './screen-sizes.ts';
import { describeStep3AndHelp } from './small-screen-flows.ts';

// Step 3 (hotel rooms, with its errors shown) and the help dialog on a 320 px phone and at 200% zoom,
// in five languages: nothing scrolls sideways or is cut off, and axe finds nothing.
describeStep3AndHelp([PHONE_320, ZOOM_200]);
