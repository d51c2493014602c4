/** Shared looks of the offer and booking views: sections, definition rows, buttons. */
import type { CSSObject } from '@emotion/react';
import { vars } from '../theme/theme-vars.ts';

/** The view's padding inside the card. */
export const viewCss: CSSObject = {
  display: 'grid',
  gap: '28px',
  padding: '24px',
  '@container (max-width: 560px)': { padding: '20px 16px' },
};

/**
 * The view's title with its document buttons (PDF, print) beside it, under it on a phone. Aligned on
 * the first line's baseline, so a message under a button leaves the title where it was.
 */
export const titleRowCss: CSSObject = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  justifyContent: 'space-between',
  alignItems: 'baseline',
};

/**
 * A view's title. Its reference never breaks (WithReference), so on a phone the title gets smaller
 * rather than pushing the view past a 320 px screen's edge.
 */
export const viewTitleCss: CSSObject = {
  margin: 0,
  fontSize: '24px',
  lineHeight: '32px',
  '@container (max-width: 360px)': { fontSize: '20px', lineHeight: '28px' },
};

/** A titled block. */
export const sectionCss: CSSObject = { display: 'grid', gap: '12px' };

/** A section title. */
export const headingCss: CSSObject = { margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 700 };

/** A framed card for one day or stay. */
export const cardCss: CSSObject = {
  display: 'grid',
  gap: '8px',
  padding: '16px',
  border: `1px solid ${vars.border}`,
  borderRadius: vars.radius,
};

/** Label–value rows. */
export const rowsCss: CSSObject = {
  display: 'grid',
  // The value column may shrink below its longest word (an e-mail address), which then wraps, so a
  // phone-width card never cuts its values off at the right edge.
  gridTemplateColumns: 'minmax(8em, max-content) minmax(0, 1fr)',
  gap: '4px 16px',
  margin: 0,
  '& dt': { color: vars.muted },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  // On a phone the label goes above its value: two columns leave too little room for either.
  '@container (max-width: 420px)': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '& dd + dt': { marginTop: '8px' },
  },
};

const buttonBase: CSSObject = {
  minHeight: '44px',
  padding: '10px 20px',
  borderRadius: vars.radius,
  fontWeight: 700,
  border: `2px solid ${vars.primary}`,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' },
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
};

/** The main action. */
export const primaryButtonCss: CSSObject = { ...buttonBase, background: vars.primary, color: vars.onPrimary };

/** Other actions. */
export const secondaryButtonCss: CSSObject = {
  ...buttonBase,
  background: vars.surface,
  color: vars.link,
  borderColor: vars.border,
};

/** An irreversible action: red outline, so it is never mistaken for the main one. */
export const dangerButtonCss: CSSObject = {
  ...buttonBase,
  background: vars.surface,
  color: '#b42318',
  borderColor: '#b42318',
};

/** A row of buttons. */
export const actionsCss: CSSObject = { display: 'flex', flexWrap: 'wrap', gap: '12px' };
