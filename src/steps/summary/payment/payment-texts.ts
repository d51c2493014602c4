/**
 * The `payment` texts (`locales/payment.{locale}.json`, one lazy chunk per language): their loaders
 * come with the payment chunk, not the entry, and join the widget's `LOCALE_FILES` when it loads; from
 * then on the namespace loads like any other, on a change of language too.
 */
/// <reference types="vite/client" />
import type { i18n as I18n } from 'i18next';
import { LOCALE_FILES, loadTexts } from '../../../i18n/create-i18n.ts';

type Texts = Record<string, unknown>;

const PAYMENT_LOCALE_FILES = import.meta.glob<Texts>('/locales/payment.*.json', { import: 'default' });

/** Loads the `payment` texts of the shown language; rejects when they did not come. */
export async function loadPaymentTexts(i18n: I18n): Promise<void> {
  Object.assign(LOCALE_FILES, PAYMENT_LOCALE_FILES);
  if (!(await loadTexts(i18n, ['payment']))) throw new Error('booking-form: the payment texts did not load');
}
