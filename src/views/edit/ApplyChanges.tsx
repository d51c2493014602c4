/**
 * "Apply changes" in edit mode (spec §2 action buttons): disabled until the form differs from the
 * loaded booking, then sends the edit with its own loading text; a refusal says why and keeps the edit.
 * A bar sticky at the bottom of the edit view, so the button stays in view next to the edits.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { prepareBookingPayload } from '../../domain/payload.ts';
import type { ReservationForm } from '../../state/reservation-form.model.ts';
import { vars } from '../../theme/theme-vars.ts';
import { ERROR_COLOUR } from '../../ui/form-styles.ts';
import type { BookingView } from '../booking-view.model.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import { primaryButtonCss } from '../view-styles.ts';

/** Props: the opened booking and the form that edits it. */
export type ApplyChangesProps = { view: BookingView; form: ReservationForm };

/** The apply button with its state line. */
export function ApplyChanges({ view, form }: ApplyChangesProps) {
  useSignals();
  const { t } = useOfferTexts();
  const changed = form.changed.value;
  const running = view.running.value === 'apply_changes';
  const result = view.result.value;
  const failure =
    result?.kind === 'failed' && result.action === 'apply_changes'
      ? t(`actionError.${result.code ?? 'generic'}`, { defaultValue: t('actionError.generic') })
      : null;
  const apply = () => {
    if (!changed || running) return;
    const settings = form.location.value?.locationSettings;
    void view.applyChanges(
      prepareBookingPayload(form.reservation.value, settings ? { breakfastSettings: () => settings } : {}),
    );
  };
  return (
    <div
      css={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '8px 16px',
        padding: '12px 24px',
        background: vars.surface,
        borderTop: `1px solid ${vars.border}`,
        boxShadow: '0 -4px 12px rgb(0 0 0 / 0.08)',
        '@container (max-width: 560px)': { padding: '12px 16px' },
      }}
    >
      <button
        type="button"
        disabled={!changed || running}
        aria-describedby="bf-apply-state"
        onClick={apply}
        css={primaryButtonCss}
      >
        {running ? t('running.apply_changes') : t('edit.apply')}
      </button>
      <p id="bf-apply-state" role="status" css={{ margin: 0, color: vars.muted, flex: '1 1 12em' }}>
        {running ? t('running.apply_changes') : changed ? t('edit.unapplied') : t('edit.noChanges')}
      </p>
      {failure && (
        <p role="alert" css={{ margin: 0, color: ERROR_COLOUR, fontWeight: 700, flexBasis: '100%' }}>
          {failure}
        </p>
      )}
    </div>
  );
}
