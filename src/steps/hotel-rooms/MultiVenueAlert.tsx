/**
 * The multi-venue alert of spec §2: rooms at another location than the event's. Its region is always
 * there and polite, so the alert is read out when it appears, without interrupting the visitor.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { vars } from '../../theme/theme-vars.ts';
import { useRooms } from './use-rooms.ts';

/** The alert, or an empty live region. */
export function MultiVenueAlert() {
  useSignals();
  const { rooms, t, locale } = useRooms();
  const others = rooms.otherVenues.value;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(others.map((l) => l.name));
  return (
    <div aria-live="polite">
      {others.length > 0 && (
        <div
          css={{
            padding: '12px 16px',
            background: vars.surface,
            border: `1px solid ${vars.border}`,
            borderInlineStart: `6px solid ${vars.primary}`,
            borderRadius: vars.radius,
          }}
        >
          <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{t('multiVenueTitle')}</p>
          <p css={{ margin: 0 }}>{t('multiVenue', { locations: names })}</p>
        </div>
      )}
    </div>
  );
}
