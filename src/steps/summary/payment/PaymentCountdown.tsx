/**
 * The hold's countdown in the payment panel (spec §2, §4): "Time left to pay: 14 min", then "0:45" in
 * the last minute, as the `payment-countdown` part; and "I need more time" while the server allows
 * one extension. The countdown never takes focus; asking for more time puts focus on the new time,
 * since the button is gone once the extension is granted.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../../theme/theme-vars.ts';
import { ERROR_COLOUR, secondaryButtonCss } from '../../../ui/form-styles.ts';
import type { TimeLeft } from './countdown.model.ts';
import type { PaymentFlow } from './payment-flow.model.ts';

/** "14 min" or "0:45" in the visitor's language; null when the time is out. */
export function useTimeLeftText(): (left: TimeLeft) => string | null {
  const { t } = useTranslation('payment');
  return (left) => {
    if (left.unit === 'none') return null;
    if (left.unit === 'minutes') return t('countdown.minutes', { minutes: left.minutes });
    return t('countdown.seconds', { time: `${left.minutes}:${String(left.seconds).padStart(2, '0')}` });
  };
}

/** The countdown and the extension of one payment flow. */
export function PaymentCountdown({ flow }: { flow: PaymentFlow }) {
  useSignals();
  const { t } = useTranslation('payment');
  const text = useTimeLeftText();
  const shown = useRef<HTMLParagraphElement>(null);
  const countdown = flow.countdown.value;
  const left = countdown ? text(countdown.timeLeft.value) : null;
  if (!left) return null;
  const last = countdown?.timeLeft.value.unit === 'seconds';

  async function extend() {
    await flow.extend();
    if (!flow.extendFailed.peek()) shown.current?.focus();
  }

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' }}>
      <p
        ref={shown}
        tabIndex={-1}
        part="payment-countdown"
        data-unit={countdown?.timeLeft.value.unit}
        css={{
          margin: 0,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: last ? ERROR_COLOUR : vars.text,
        }}
      >
        {left}
      </p>
      {flow.canExtend.value && (
        <button
          type="button"
          onClick={() => void extend()}
          disabled={flow.extending.value}
          css={secondaryButtonCss}
        >
          {flow.extending.value ? t('countdown.moreLoading') : t('countdown.more')}
        </button>
      )}
      {flow.extendFailed.value && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0 }}>
          {t('countdown.moreFailed')}
        </p>
      )}
    </div>
  );
}
