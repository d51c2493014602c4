/**
 * Where the booking stands (issue #18): an ordered list from request to confirmation with the current
 * step marked `aria-current="step"`, or the end a booking came to. Wraps, so it fits any width.
 */
import { bookingTimeline } from '../domain/booking-timeline.ts';
import { vars } from '../theme/theme-vars.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { useOfferTexts } from './use-offer-texts.ts';

const ENDED = new Set(['declined', 'expired', 'turned_down', 'cancelled']);

/** The timeline of a booking in `status`. */
export function StatusTimeline({ status }: { status: string }) {
  const { t } = useOfferTexts();
  const steps = bookingTimeline(status);
  return (
    <ol
      aria-label={t('timeline.title')}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '8px 4px',
        counterReset: 'bf-step',
      }}
    >
      {steps.map(({ name, state }, index) => (
        <li
          key={name}
          aria-current={state === 'current' ? 'step' : undefined}
          data-state={state}
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: '6px',
            color: state === 'upcoming' ? vars.muted : vars.text,
            fontWeight: state === 'current' ? 700 : 400,
          }}
        >
          <span
            aria-hidden="true"
            css={{
              display: 'inline-grid',
              placeItems: 'center',
              flex: 'none',
              width: '24px',
              height: '24px',
              borderRadius: '50%',
              fontSize: '13px',
              border: `2px solid ${state === 'upcoming' ? vars.border : vars.primary}`,
              background: state === 'current' ? vars.primary : vars.surface,
              color: state === 'current' ? vars.onPrimary : vars.text,
            }}
          >
            {state === 'done' ? '✓' : state === 'current' && ENDED.has(name) ? '×' : index + 1}
          </span>
          {t(`timeline.${name}`)}
          {state === 'done' && <span css={visuallyHidden}> {t('timeline.done')}</span>}
          {index < steps.length - 1 && (
            <span aria-hidden="true" css={{ color: vars.muted, paddingInline: '4px' }}>
              →
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
