/** Step 5's terms checkbox with its inline error and a link to the terms (the booking's, else the location's or partner's). */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/theme-vars.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ERROR_COLOUR } from '../../ui/form-styles.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { fieldId, useStepForm } from '../use-step-form.ts';

/** The terms to agree to before sending. */
export function TermsChoice() {
  useSignals();
  const { model, parts, form, t: tf, message } = useStepForm();
  const { t } = useTranslation(['summary', 'form', 'translation']);
  const { submission, storedBooking } = parts;
  const termsUrl =
    storedBooking.booking.value?.termsUrl ??
    form.location.value?.termsUrl ??
    model.partner.value?.partnerSettings.termsUrl ??
    null;
  const termsError = message(form.errors.value.terms);
  return (
    <div>
      <Choice
        id={fieldId(5, 'terms')}
        type="checkbox"
        name="terms"
        label={t('terms.label')}
        checked={submission.termsAccepted.value}
        invalid={Boolean(termsError)}
        onChange={(on) => {
          submission.termsAccepted.value = on;
          form.touch('terms');
        }}
        details={
          <>
            {termsError && (
              <strong css={{ display: 'block', color: ERROR_COLOUR }}>
                <span css={visuallyHidden}>{tf('errors.prefix')}</span> {termsError}
              </strong>
            )}
            {termsUrl && (
              <a href={termsUrl} target="_blank" rel="noopener noreferrer" css={{ color: vars.link }}>
                {t('terms.link')}
                <span css={visuallyHidden}> {tf('details.newTab')}</span>
              </a>
            )}
          </>
        }
      />
    </div>
  );
}
