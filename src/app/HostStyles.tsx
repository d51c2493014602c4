/**
 * Isolation from the host page, inside the shadow root: `all: initial` on :host stops inherited host
 * styles (font, colour, line-height, letter-spacing, alignment) at the boundary, then every inherited
 * property and box-sizing is set explicitly. Sizes are px: `rem` follows the host's <html>.
 */
import { Global } from '@emotion/react';
import type { ThemeTokens } from '../domain/theme.ts';
import { hostVariables, vars } from '../theme/theme-vars.ts';

/** The :host rule (theme custom properties included) and the element-wide reset. */
export function HostStyles({ tokens }: { tokens: ThemeTokens }) {
  return (
    <Global
      styles={{
        ':host': {
          all: 'initial',
          display: 'block',
          position: 'relative',
          ...hostVariables(tokens),
          fontFamily: vars.font,
          fontSize: '16px',
          lineHeight: 1.5,
          color: vars.text,
        },
        ':host([hidden])': { display: 'none' },
        '*, *::before, *::after': { boxSizing: 'border-box' },
        '[part="root"]': {
          fontFamily: vars.font,
          fontSize: '16px',
          fontWeight: 400,
          fontStyle: 'normal',
          lineHeight: 1.5,
          letterSpacing: 'normal',
          wordSpacing: 'normal',
          textAlign: 'start',
          textTransform: 'none',
          textIndent: 0,
          whiteSpace: 'normal',
          color: vars.text,
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
        },
        'button, input, select, textarea': {
          all: 'unset',
          boxSizing: 'border-box',
          font: 'inherit',
          color: 'inherit',
          letterSpacing: 'inherit',
          lineHeight: 'inherit',
          textAlign: 'inherit',
        },
        button: { cursor: 'pointer', userSelect: 'none', WebkitTapHighlightColor: 'transparent' },
        'h1, h2, h3, p, ul': { margin: 0 },
        img: { display: 'block', maxWidth: '100%', border: 0 },
        a: { color: vars.link, textUnderlineOffset: '3px' },
        ':focus-visible': { outline: `3px solid ${vars.focus}`, outlineOffset: '2px' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '1ms !important' },
        },
      }}
    />
  );
}
