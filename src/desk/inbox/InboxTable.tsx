import { useTranslation } from 'react-i18next';
import type { InboxEntry } from '../../contracts/desk-inbox.schema.ts';
import { formatMoney } from '../../domain/format.ts';
import { useDesk } from '../desk-context.ts';
import { deskHref } from '../route.ts';
import { formatDays, formatMoment, formatSpan, formatStays } from './inbox-format.ts';

/**
 * The inbox's lines: a table, shown as one card per booking on narrow screens (inbox.css), each cell
 * carrying its column's name for the cards. Rows are keyed by booking, so a new request arriving at
 * the top leaves the row with the keyboard focus where it is.
 */
export function InboxTable({ entries }: { entries: readonly InboxEntry[] }) {
  const { t } = useTranslation('inbox');
  if (entries.length === 0) return <p className="desk-card">{t('empty')}</p>;
  const column = (name: string) => t(`columns.${name}`);
  // Scrollable on its own when a narrow tablet cannot fit every column (its links take the focus).
  return (
    <div className="desk-inbox-scroll">
      <table className="desk-inbox-table">
        <caption className="desk-visually-hidden">{column('caption')}</caption>
        <thead>
          <tr>
            {['reference', 'status', 'visitor', 'dates', 'total', 'received'].map((name) => (
              <th key={name} scope="col" className={name === 'total' ? 'desk-inbox-total' : undefined}>
                {column(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <InboxRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InboxRow({ entry }: { entry: InboxEntry }) {
  const { t } = useTranslation('inbox');
  const { locale } = useDesk();
  const column = (name: string) => t(`columns.${name}`);
  const days = formatDays(entry.days, locale);
  const stays = formatStays(entry.stays, locale);
  const name = `${entry.firstname} ${entry.lastname}`.trim();
  return (
    <tr className={entry.urgency ? 'desk-inbox-urgent' : undefined}>
      <th scope="row" data-label={column('reference')}>
        <a href={deskHref({ page: 'booking', id: entry.id })}>{entry.reference}</a>
        <div className="desk-inbox-muted">{entry.locationName}</div>
      </th>
      <td data-label={column('status')}>
        <span className={`desk-status desk-inbox-status--${entry.status}`}>
          {t(`status.${entry.status}`)}
        </span>
        {entry.urgency ? (
          <strong className="desk-inbox-todo">
            {t(`urgency.${entry.urgency}`, {
              date: formatSpan(entry.offerValidUntil ?? undefined, undefined, locale),
            })}
          </strong>
        ) : (
          <span className="desk-inbox-muted desk-inbox-todo">{t('urgency.none')}</span>
        )}
      </td>
      <td data-label={column('visitor')}>
        {name && <div>{name}</div>}
        {entry.company && <div>{entry.company}</div>}
        <div className="desk-inbox-muted">{entry.email}</div>
      </td>
      <td data-label={column('dates')} className="desk-inbox-dates">
        {days && <div>{t('line.days', { span: days })}</div>}
        {stays && <div>{t('line.stays', { span: stays })}</div>}
        {(entry.guests > 0 || entry.rooms > 0) && (
          <div className="desk-inbox-muted">
            {[
              entry.guests > 0 && t('line.guests', { count: entry.guests }),
              entry.rooms > 0 && t('line.rooms', { count: entry.rooms }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </div>
        )}
      </td>
      <td data-label={column('total')} className="desk-inbox-total">
        {entry.total ? formatMoney(entry.total.amount, entry.total.currency, locale) : t('line.noTotal')}
      </td>
      <td data-label={column('received')}>
        <div>{formatMoment(entry.createdAt, locale)}</div>
        {/* Only a change worth a word: one in the same minute as the request is the request itself. */}
        {formatMoment(entry.updatedAt, locale) !== formatMoment(entry.createdAt, locale) && (
          <div className="desk-inbox-muted">
            {t('line.updated', { moment: formatMoment(entry.updatedAt, locale) })}
          </div>
        )}
      </td>
    </tr>
  );
}
