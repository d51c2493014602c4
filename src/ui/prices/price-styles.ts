/** Shared looks of the price blocks: label–amount rows that wrap instead of overflowing at 390 px. */
import type { CSSObject } from '@emotion/react';
import { vars } from '../../theme/theme-vars.ts';

/** A label on the left that wraps, an amount on the right that never breaks (nothing cut at 390 px). */
export const rowCss: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: '2px 12px',
  margin: 0,
  '& > dd, & > .bf-amount': { margin: 0, textAlign: 'end', whiteSpace: 'nowrap' },
  '& > dt': { minWidth: 0, overflowWrap: 'anywhere' },
};

/** A list of rows. */
export const rowsCss: CSSObject = { display: 'grid', gap: '6px', margin: 0, padding: 0, listStyle: 'none' };

/** Secondary text: dates, quantities, notes. */
export const mutedCss: CSSObject = { color: vars.muted, fontSize: '0.9em' };

/** A sum row set off from the lines above it. */
export const sumRowCss: CSSObject = { ...rowCss, borderTop: `1px solid ${vars.border}`, paddingTop: '6px' };

/** The block's total. */
export const totalRowCss: CSSObject = { ...rowCss, fontWeight: 700, fontSize: '1.1em' };
