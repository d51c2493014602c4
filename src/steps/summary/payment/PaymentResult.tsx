/**
 * A payment result of spec §4 and §8 as a region with a heading: being processed (the bank approves
 * later, by e-mail), failed (what went wrong, and "Try again" when the payment could not even be
 * opened; a declined card is paid again with the panel's button), out of time (the request is kept),
 * or confirmed on a company's credit account (pay later).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../../theme/theme-vars.ts';
import { ERROR_COLOUR, secondaryButtonCss } from '../../../ui/form-styles.ts';
import type { PaymentFailure } from './payment-flow.model.ts';

/** Which result. */
export type PaymentResultKind = 'processing' | 'failed' | 'expired' | 'payLater';

/** Props: the result, why it failed (for `failed`) and how to open the payment again. */
export type PaymentResultProps = {
  kind: PaymentResultKind;
  failure?: PaymentFailure | null;
  onRetry?: (() => void) | undefined;
};

/** One payment result. */
export function PaymentResult({ kind, failure = null, onRetry }: PaymentResultProps) {
  const { t } = useTranslation('payment');
  const heading = useRef<HTMLHeadingElement>(null);
  // The visitor's own payment ends here and the pay button is gone: they land on the news.
  useEffect(() => {
    if (kind === 'processing') heading.current?.focus();
  }, [kind]);
  const id = `bf-payment-${kind}`;
  const detail =
    kind !== 'failed' || !failure
      ? null
      : failure.reason === 'card'
        ? failure.message && t('result.failed.card', { message: failure.message })
        : t(`result.failed.${failure.reason}`);
  return (
    <section
      aria-labelledby={id}
      data-result={kind}
      css={{
        display: 'grid',
        gap: '8px',
        paddingLeft: '12px',
        borderLeft: `4px solid ${kind === 'failed' || kind === 'expired' ? ERROR_COLOUR : vars.primary}`,
      }}
    >
      <h4 id={id} ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: '18px' }}>
        {t(`result.${kind}.title`)}
      </h4>
      <p css={{ margin: 0 }}>{t(`result.${kind}.text`)}</p>
      {detail && <p css={{ margin: 0, color: vars.muted }}>{detail}</p>}
      {kind === 'failed' && failure && failure.reason !== 'card' && onRetry && (
        <button type="button" onClick={onRetry} css={{ ...secondaryButtonCss, justifySelf: 'start' }}>
          {t('result.retry')}
        </button>
      )}
    </section>
  );
}
