import { ZOOM_200 } from './screen-sizes.ts';
import { describeWizardAxe } from './wizard-axe-flow.ts';

// axe on every step of the wizard, in five languages, at 200% zoom of a 1280 px window (a 640 px
// viewport, which is what browser zoom gives the page); nothing may scroll sideways or be cut off.
describeWizardAxe([ZOOM_200]);
