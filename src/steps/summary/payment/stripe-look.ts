/**
 * How Stripe's Payment Element looks and speaks in the widget: Stripe's Appearance API fed from the
 * partner's theme (the `--bf-*` values the element shows, so a host page's overrides reach the card
 * form too), the partner's self-hosted font, and the visitor's language. Pure.
 */
import type { Appearance, CustomFontSource, StripeElementLocale } from '@stripe/stripe-js';
import { FONT_WEIGHTS, fontFileName } from '../../../domain/theme.ts';
import { ERROR_COLOUR } from '../../../ui/form-styles.ts';

/**
 * The Appearance of the Payment Element from the theme's custom properties as the element resolves
 * them (`value('--bf-color-primary')` → `#0b5563`).
 */
export function stripeAppearance(value: (property: string) => string): Appearance {
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: value('--bf-color-primary'),
      colorText: value('--bf-color-text'),
      colorBackground: value('--bf-color-surface'),
      colorDanger: ERROR_COLOUR,
      fontFamily: value('--bf-font-family'),
      borderRadius: value('--bf-radius'),
    },
  };
}

/**
 * The partner's font for Stripe's iframe, which does not see the page's fonts: the faces the API serves
 * (none for a family it does not serve; the iframe then uses the next font of the stack).
 */
export function stripeFonts(family: string, apiBase: string): CustomFontSource[] {
  return FONT_WEIGHTS.flatMap((weight) => {
    const file = fontFileName(family, weight);
    if (!file) return [];
    const url = `${apiBase.replace(/\/+$/, '')}/fonts/${file}`;
    return [{ family, src: `url("${url}")`, weight: String(weight), display: 'swap' }];
  });
}

/** Stripe's locale for a widget locale: the language (`nl-NL` → `nl`), which Stripe has for all five. */
export const stripeLocale = (locale: string): StripeElementLocale =>
  locale.slice(0, 2).toLowerCase() as StripeElementLocale;
