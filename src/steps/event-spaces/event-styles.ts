/** Looks shared by step 2's parts: secondary buttons and the day card. */
import type { CSSObject } from '@emotion/react';
import { vars } from '../../theme/theme-vars.ts';

/** A secondary action (add, clone, remove): the form's shared look. */
export { secondaryButtonCss as smallButtonCss } from '../../ui/form-styles.ts';

/** One day's card. */
export const dayCss: CSSObject = {
  display: 'grid',
  gap: '20px',
  padding: '16px',
  border: `2px solid ${vars.border}`,
  borderRadius: vars.radius,
};
