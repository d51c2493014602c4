import { useTranslation } from 'react-i18next';
import type { BookingMessage } from './booking-data.ts';
import { formatMoment } from './format.ts';
import { ScrollingTable } from './ScrollingTable.tsx';

/** The e-mails sent (or queued) about the booking: when, to whom, subject, kind, delivered or not. */
export function MessageList({ messages, locale }: { messages: readonly BookingMessage[]; locale: string }) {
  const { t } = useTranslation('booking');
  return (
    <section className="desk-card" aria-labelledby="booking-messages">
      <h2 id="booking-messages">{t('messages.title')}</h2>
      {messages.length === 0 ? (
        <p>{t('messages.empty')}</p>
      ) : (
        <ScrollingTable label={t('messages.title')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('messages.when')}</th>
                <th scope="col">{t('messages.to')}</th>
                <th scope="col">{t('messages.subject')}</th>
                <th scope="col">{t('messages.kind')}</th>
                <th scope="col">{t('messages.delivery')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{formatMoment(message.sentAt ?? message.createdAt, locale)}</td>
                  <td>
                    {message.to} ({t(`messages.recipients.${message.recipient}`)})
                  </td>
                  <td>{message.subject ?? t('messages.notRendered')}</td>
                  <td>{t(`transitions.${message.event}`, { defaultValue: message.template })}</td>
                  <td>{t(`messages.deliveries.${message.delivery}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
