/** Shared looks of form controls: 44 px targets, a visible focus ring, GOV.UK's error red. */
import type { CSSObject } from '@emotion/react';
import { vars } from '../theme/theme-vars.ts';

/** GOV.UK's error colour: 5.6:1 on white. */
export const ERROR_COLOUR = '#d4351c';

/** A text input; red border while invalid. */
export const inputCss: CSSObject = {
  display: 'block',
  width: '100%',
  maxWidth: '28em',
  minHeight: '44px',
  padding: '8px 10px',
  font: 'inherit',
  color: vars.text,
  background: '#ffffff',
  border: '2px solid #6b7280',
  borderRadius: vars.radius,
  '&[aria-invalid="true"]': { borderColor: ERROR_COLOUR },
  '&:focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '1px' },
};

/** The label above a control. */
export const labelCss: CSSObject = { display: 'block', fontWeight: 700, color: vars.text };

/** A hint under the label. */
export const hintCss: CSSObject = { margin: '2px 0 0', color: vars.muted, fontSize: '15px' };

/** The inline error message. */
export const errorCss: CSSObject = { margin: '4px 0 0', color: ERROR_COLOUR, fontWeight: 700 };

/** One field's block: a bar on the left while it fails, as GOV.UK does. */
export const fieldCss = (invalid: boolean): CSSObject => ({
  display: 'grid',
  gap: '6px',
  paddingInlineStart: invalid ? '12px' : 0,
  borderInlineStart: invalid ? `4px solid ${ERROR_COLOUR}` : 0,
});

/** A checkbox or radio: a 24 px box in a 44 px row. */
export const choiceCss: CSSObject = {
  // The shadow root's reset (`all: unset` on inputs) takes the native look away; a radio or checkbox needs it back.
  appearance: 'auto',
  width: '24px',
  height: '24px',
  margin: '10px 0',
  flex: 'none',
  accentColor: vars.primary,
  '&:focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' },
  // Pressed: a little darker while the pointer holds it, as a visitor on a touch screen expects (and a
  // frame for the browser to present: a press that changes nothing has none until the click lands).
  '&:active:not(:disabled)': { filter: 'brightness(0.85)' },
};

/** A secondary action (add, copy, remove, check): 44 px high, link-coloured, a visible focus ring. */
export const secondaryButtonCss: CSSObject = {
  minHeight: '44px',
  padding: '8px 14px',
  font: 'inherit',
  fontWeight: 700,
  color: vars.link,
  background: vars.surface,
  border: `2px solid ${vars.border}`,
  borderRadius: vars.radius,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
};
