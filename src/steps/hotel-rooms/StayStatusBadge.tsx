/** A stay's indicator (spec §4): an icon and a word, so it never relies on colour alone. */
import type { StayStatus } from '../../domain/stays.ts';
import { vars } from '../../theme/theme-vars.ts';
import { ERROR_COLOUR } from '../../ui/form-styles.ts';

/** GOV.UK's green: 5.3:1 on white. */
const SUCCESS_COLOUR = '#00703c';

const LOOK: Record<StayStatus, { colour: string; symbol: string }> = {
  completed: { colour: SUCCESS_COLOUR, symbol: '✓' },
  incomplete: { colour: vars.muted, symbol: '…' },
  'too-many': { colour: ERROR_COLOUR, symbol: '!' },
};

/** Props: the status and its translated word. */
export type StayStatusBadgeProps = { status: StayStatus; label: string };

/** The badge beside a stay's title. */
export function StayStatusBadge({ status, label }: StayStatusBadgeProps) {
  const { colour, symbol } = LOOK[status];
  return (
    <span
      data-status={status}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '6px',
        marginInlineStart: '12px',
        padding: '2px 10px',
        border: `2px solid ${colour}`,
        borderRadius: '999px',
        color: colour,
        fontSize: '15px',
        fontWeight: 700,
        verticalAlign: 'middle',
      }}
    >
      <span aria-hidden="true">{symbol}</span>
      {label}
    </span>
  );
}
