import { DESKTOP } from './screen-sizes.ts';
import { describeWizardAxe } from './wizard-axe-flow.ts';

// axe on every step of the wizard, in five languages, on a desktop window. The same run at 320 px and
// at 200% zoom: wizard-axe-320.browser.test.ts and wizard-axe-zoom.browser.test.ts.
describeWizardAxe([DESKTOP]);
