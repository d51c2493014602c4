import { useTranslation } from 'react-i18next';
import type { AuditEntry } from './booking-data.ts';
import { formatMoment } from './format.ts';
import { ScrollingTable } from './ScrollingTable.tsx';

/** Every transition of the booking: when, who, what (from → to), and the reason given. */
export function AuditTrail({ entries, locale }: { entries: readonly AuditEntry[]; locale: string }) {
  const { t } = useTranslation('booking');
  const who = (entry: AuditEntry) =>
    entry.actor.name ?? t(`audit.roles.${entry.actor.role}`, { defaultValue: entry.actor.role });
  return (
    <section className="desk-card" aria-labelledby="booking-audit">
      <h2 id="booking-audit">{t('audit.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <ScrollingTable label={t('audit.title')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the trail only grows at its end.
                <tr key={index}>
                  <td>{formatMoment(entry.at, locale)}</td>
                  <td>{who(entry)}</td>
                  <td>
                    {t(`transitions.${entry.transition}`, { defaultValue: entry.transition })}
                    {' · '}
                    {entry.from ? `${t(`statuses.${entry.from}`)} → ` : ''}
                    {t(`statuses.${entry.to}`)}
                  </td>
                  <td>{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
