/** Looks shared by step 2's parts: secondary buttons and the day card. */
import type { CSSObject } from '@emotion/react';
import { vars } from '../../../theme/theme-vars.ts';

/** A secondary action (add, clone, remove): 44 px high, link-coloured, a visible focus ring. */
export const smallButtonCss: CSSObject = {
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
};

/** One day's card. */
export const dayCss: CSSObject = {
  display: 'grid',
  gap: '20px',
  padding: '16px',
  border: `2px solid ${vars.border}`,
  borderRadius: vars.radius,
};
