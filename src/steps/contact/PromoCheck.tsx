/**
 * The discount or promo code's result in step 4 (issue 6: "checked with the server, with its result
 * shown"): the server prices the booking with the code and says whether it applied or why not. The
 * check runs by itself after each save; the button asks at once.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useState } from 'react';
import { vars } from '../../theme/theme-vars.ts';
import { ERROR_COLOUR, secondaryButtonCss } from '../../ui/form-styles.ts';
import { fieldId, useFormValue, useStepForm } from '../use-step-form.ts';

/** The check button and the code's status, under the code field. */
export const PromoCheck = memo(function PromoCheck() {
  useSignals();
  const { parts, t } = useStepForm();
  const [checking, setChecking] = useState(false);
  const code = useFormValue((reservation) => reservation.discountCode.trim());
  const { prices: preview, autosave } = parts;
  const result = preview?.pricing.value?.promoCode ?? null;
  const id = `${fieldId(4, 'discountCode')}-status`;
  if (!code) return null;

  // The answer speaks about the code as it was priced; a code typed since is not checked yet.
  const current = result && result.code.toUpperCase() === code.toUpperCase() ? result : null;
  let status: React.ReactNode = null;
  if (checking || preview.status.value === 'loading') status = t('promo.checking');
  else if (current?.status === 'applied')
    status = <strong>{t('promo.applied', { code: current.code })}</strong>;
  else if (current?.status === 'rejected') {
    status = (
      <strong css={{ color: ERROR_COLOUR }}>
        {t(`promo.rejected.${current.reason ?? 'other'}`, { defaultValue: t('promo.rejected.other') })}
      </strong>
    );
  }

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px', marginTop: '-16px' }}>
      <button
        type="button"
        aria-describedby={id}
        onClick={async () => {
          setChecking(true);
          await autosave.flush();
          await preview.refresh();
          setChecking(false);
        }}
        css={{ ...secondaryButtonCss, borderColor: vars.primary }}
      >
        {t('promo.check')}
      </button>
      <p id={id} role="status" css={{ margin: 0 }}>
        {status}
      </p>
    </div>
  );
});
