/**
 * The booking could not be saved (spec §4: bad input never loses what the visitor typed): says why in
 * the visitor's language, on whichever step they are, and offers to try again. The host page hears of
 * it too (`booking-error`, widget/host-events.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useWidgetModel } from '../app/model-context.ts';
import { FORM_NAMESPACE } from '../i18n/create-i18n.ts';
import { secondaryButtonCss } from '../ui/form-styles.ts';

/** The alert while the last save failed and no other is on its way; nothing otherwise. */
export function SaveFailure() {
  useSignals();
  const { t } = useTranslation(FORM_NAMESPACE);
  const autosave = useWidgetModel().composed.value?.autosave;
  const error = autosave?.saveError.value;
  if (!autosave || !error || autosave.saving.value) return null;
  return (
    <div role="alert" part="save-error" css={{ display: 'grid', gap: '8px', justifyItems: 'start' }}>
      <p css={{ margin: 0 }}>{t(`save.${error}`)}</p>
      <button type="button" onClick={() => void autosave.retry()} css={secondaryButtonCss}>
        {t('save.retry')}
      </button>
    </div>
  );
}
