import type { CSSProperties } from 'react';
import { DARK, type MailColors } from './brand-colors.ts';

// Inline styles, because most mail clients drop <style> blocks or parts of them; the one <style> block
// holds only what inline styles cannot say: the dark scheme (clients that honour it override the
// inline light colours with !important through the bf-* classes) and the phone width. Sizes are px
// (no rem: clients differ in their root size); text is 16 px, the smallest 14 px.

const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** Light colours, the inline defaults. */
export const LIGHT = {
  page: '#f2f2f2',
  card: '#ffffff',
  panel: '#f6f6f6',
  text: '#1a1a1a',
  muted: '#555555',
};

export const pageStyle: CSSProperties = {
  backgroundColor: LIGHT.page,
  color: LIGHT.text,
  fontFamily: FONT,
  margin: 0,
  padding: '24px 0',
};

export const cardStyle: CSSProperties = {
  backgroundColor: LIGHT.card,
  maxWidth: '600px',
  width: '100%',
  borderRadius: '6px',
  overflow: 'hidden',
};

export const contentStyle: CSSProperties = { padding: '8px 24px 24px' };

export const textStyle: CSSProperties = { fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' };

export const mutedStyle: CSSProperties = {
  ...textStyle,
  fontSize: '14px',
  lineHeight: '20px',
  color: LIGHT.muted,
};

export const headingStyle: CSSProperties = {
  fontSize: '24px',
  lineHeight: '32px',
  fontWeight: 700,
  margin: '16px 0 4px',
};

export const subheadingStyle: CSSProperties = {
  fontSize: '18px',
  lineHeight: '26px',
  fontWeight: 700,
  margin: '24px 0 8px',
};

export const smallHeadingStyle: CSSProperties = { ...textStyle, fontWeight: 700, margin: '16px 0 4px' };

export const panelStyle: CSSProperties = {
  backgroundColor: LIGHT.panel,
  borderRadius: '6px',
  padding: '12px 16px',
  margin: '8px 0 16px',
};

export const ruleStyle: CSSProperties = { borderColor: '#dddddd', margin: '16px 0' };

/** The call to action: 16 px padding around its label makes it 51 px tall in Chromium, over the 44 px target. */
export function buttonStyle(colors: MailColors): CSSProperties {
  return {
    backgroundColor: colors.primary,
    color: colors.onPrimary,
    fontSize: '16px',
    lineHeight: '24px',
    fontWeight: 700,
    textDecoration: 'none',
    textAlign: 'center',
    borderRadius: '6px',
    padding: '16px 24px',
    display: 'inline-block',
    // On a phone the button spans the card, so a long label wraps inside it instead of overflowing.
    maxWidth: '100%',
    boxSizing: 'border-box',
  };
}

export function linkStyle(colors: MailColors): CSSProperties {
  return { color: colors.link, textDecoration: 'underline', overflowWrap: 'anywhere' };
}

/** The <style> block: colour schemes, the dark scheme's overrides and the phone layout. */
export function schemeCss(colors: MailColors): string {
  return `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .bf-page { background-color: ${DARK.page} !important; color: ${DARK.text} !important; }
  .bf-card { background-color: ${DARK.card} !important; color: ${DARK.text} !important; }
  .bf-panel { background-color: ${DARK.panel} !important; }
  .bf-text { color: ${DARK.text} !important; }
  .bf-muted { color: ${DARK.muted} !important; }
  .bf-link { color: ${colors.linkOnDark} !important; }
  .bf-rule { border-color: #444444 !important; }
}
@media (max-width: 480px) {
  .bf-page { padding: 0 !important; }
  .bf-card { border-radius: 0 !important; }
  .bf-content { padding: 8px 16px 20px !important; }
  .bf-button { display: block !important; }
  .bf-fact-label { display: block !important; width: auto !important; padding: 8px 0 0 !important; }
  .bf-fact-value { display: block !important; width: auto !important; padding: 0 !important; }
}
`;
}
