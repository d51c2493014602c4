import { PHONE_320 } from './screen-sizes.ts';
import { describeWizardAxe } from './wizard-axe-flow.ts';

// axe on every step of the wizard, in five languages, on a 320 px phone; nothing may scroll sideways
// or be cut off.
describeWizardAxe([PHONE_320]);
