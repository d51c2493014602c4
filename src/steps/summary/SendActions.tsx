/**
 * Step 5's send buttons (the `submit-button` part, `data-transition`): the main action that fits the
 * booking, filled, with one line on what happens next and what it costs now; the other ways to send
 * below it as a group of secondary buttons, each explained the same way. Each button is described by
 * its lines (`aria-describedby`), and book now also by the reasons it is not possible, when it is not.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingState } from '../../state/booking-state.ts';
import { vars } from '../../theme/theme-vars.ts';
import { buttonCss } from '../StepForm.tsx';
import { nextStepKey, type SendAction } from './send-actions.ts';

/** Props: the actions, the one being sent, each button's text, the plan line of book now. */
export type SendActionsProps = {
  actions: readonly SendAction[];
  booking: BookingState | null;
  /** The transition being sent, if any: every button waits. */
  submitting: string | null;
  /** The button's text for `state` (`label` or `loading`). */
  text: (transition: string, state: string) => string;
  /** The line on what book now takes (amount due now), with its id; null when it has none. */
  planLine: { id: string; line: ReactNode } | null;
  /** The id of the reasons book now is not possible, when shown. */
  reasonsId?: string;
};

const lineCss = { margin: 0, color: vars.muted } as const;

/** The main send action and the other ways to send. */
export function SendActions({ actions, booking, submitting, text, planLine, reasonsId }: SendActionsProps) {
  const { t } = useTranslation('summary');
  const main = actions.find((a) => a.primary) ?? actions[0];
  const others = actions.filter((a) => a !== main);

  const choice = (action: SendAction) => {
    const { transition, primary } = action;
    const nextId = `bf-send-next-${transition}`;
    const costId = `bf-send-cost-${transition}`;
    // Book now's cost is the payment plan's line where it has one; a request costs nothing now.
    const plan = transition === 'book_now' ? planLine : null;
    const describedBy = [nextId, plan ? plan.id : costId, transition !== 'book_now' && reasonsId];
    return (
      <div key={transition} css={{ display: 'grid', gap: '4px', justifyItems: 'start' }}>
        <button
          type="submit"
          part="submit-button"
          data-transition={transition}
          disabled={submitting !== null}
          aria-describedby={describedBy.filter(Boolean).join(' ')}
          css={{
            ...buttonCss,
            background: primary ? vars.primary : vars.surface,
            color: primary ? vars.onPrimary : vars.link,
            borderColor: primary ? vars.primary : vars.border,
            '&:disabled': { opacity: 0.7, cursor: 'progress' },
          }}
        >
          {text(transition, submitting === transition ? 'loading' : 'label')}
        </button>
        <p id={nextId} css={lineCss}>
          {t(`send.next.${nextStepKey(transition, booking)}`)}
        </p>
        {plan ? (
          plan.line
        ) : (
          <p id={costId} css={lineCss}>
            {t('send.nothingNow')}
          </p>
        )}
      </div>
    );
  };

  if (!main) return null;
  return (
    <div css={{ display: 'grid', gap: '20px', flexBasis: '100%' }}>
      {choice(main)}
      {others.length > 0 && (
        <fieldset css={{ display: 'grid', gap: '16px', margin: 0, padding: 0, border: 0, minWidth: 0 }}>
          <legend css={{ padding: 0, marginBottom: '16px', fontWeight: 700 }}>{t('send.others')}</legend>
          {others.map(choice)}
        </fieldset>
      )}
    </div>
  );
}
