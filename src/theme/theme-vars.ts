/**
 * The theme as CSS custom properties on :host. Components only use `vars.*` (var() references), so a
 * host page can override any of them with `booking-form { --bf-color-primary: … }`.
 */
import { SHADE_STEPS, type ShadeStep, type ThemeTokens } from '../domain/theme.ts';

/** References to the public custom properties; this list is part of the element's contract. */
export const vars = {
  primary: 'var(--bf-color-primary)',
  shade: (step: ShadeStep) => `var(--bf-color-primary-${step})`,
  onPrimary: 'var(--bf-color-on-primary)',
  primaryDark: 'var(--bf-color-primary-dark)',
  onPrimaryDark: 'var(--bf-color-on-primary-dark)',
  secondary: 'var(--bf-color-secondary)',
  onSecondary: 'var(--bf-color-on-secondary)',
  focus: 'var(--bf-color-focus)',
  link: 'var(--bf-color-link)',
  text: 'var(--bf-color-text)',
  muted: 'var(--bf-color-muted)',
  surface: 'var(--bf-color-surface)',
  border: 'var(--bf-color-border)',
  radius: 'var(--bf-radius)',
  font: 'var(--bf-font-family)',
} as const;

/** The custom property declarations for :host from the partner's tokens. */
export function hostVariables(tokens: ThemeTokens): Record<string, string> {
  const shades = Object.fromEntries(
    SHADE_STEPS.map((step) => [`--bf-color-primary-${step}`, tokens.shades[step]]),
  );
  return {
    '--bf-color-primary': tokens.primary,
    ...shades,
    '--bf-color-on-primary': tokens.onPrimary,
    '--bf-color-primary-dark': tokens.primaryDark,
    '--bf-color-on-primary-dark': tokens.onPrimaryDark,
    '--bf-color-secondary': tokens.secondary,
    '--bf-color-on-secondary': tokens.onSecondary,
    '--bf-color-focus': tokens.focus,
    '--bf-color-link': tokens.link,
    // Neutral text colours chosen for at least 4.5:1 on white (#1a1a1a 17:1, #595959 7:1).
    '--bf-color-text': '#1a1a1a',
    '--bf-color-muted': '#595959',
    '--bf-color-surface': '#ffffff',
    '--bf-color-border': '#d0d4da',
    '--bf-radius': tokens.radius,
    '--bf-font-family': tokens.fontFamily,
    // Spec §9's offset; a host with a sticky header sets its own on the element.
    '--bf-scroll-margin-top': '25px',
    // The price panel beside the card sticks this far below the viewport's top (a host's sticky header).
    '--bf-summary-top': '0px',
  };
}
