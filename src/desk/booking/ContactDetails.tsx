import { useTranslation } from 'react-i18next';
import type { BookingRead } from '../../contracts/booking-read.schema.ts';

/** One term and its value, left out when the visitor gave nothing. */
function Entry({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Who asked: contact, on-site contact, billing address, remarks, corporate account, promo code, source. */
export function ContactDetails({ booking }: { booking: BookingRead }) {
  const { t } = useTranslation('booking');
  const onsite = booking.onsiteContact;
  const onsiteText = [`${onsite.firstname} ${onsite.lastname}`.trim(), onsite.email, onsite.phonenumber]
    .filter(Boolean)
    .join(' · ');
  const address = [booking.address, `${booking.postalcode} ${booking.city}`.trim(), booking.country]
    .filter(Boolean)
    .join(', ');
  const corporate = booking.corporateAccount
    ? `${booking.corporateAccount.companyName}${booking.corporateAccount.creditAccount ? ` (${t('contact.creditAccount')})` : ''}`
    : null;
  return (
    <section className="desk-card" aria-labelledby="booking-contact">
      <h2 id="booking-contact">{t('contact.title')}</h2>
      <dl className="desk-booking-facts">
        <Entry term={t('contact.event')} value={booking.eventName} />
        <Entry term={t('contact.eventType')} value={booking.eventType} />
        <Entry
          term={t('contact.person')}
          value={`${booking.contactPersonFirstname} ${booking.contactPersonLastname}`.trim()}
        />
        <Entry term={t('contact.email')} value={booking.email} />
        <Entry term={t('contact.phone')} value={booking.contactPersonPhonenumber} />
        <Entry term={t('contact.onsite')} value={onsiteText} />
        <Entry term={t('contact.company')} value={booking.company} />
        <Entry term={t('contact.billingAddress')} value={address} />
        <Entry term={t('contact.invoiceReference')} value={booking.invoiceReference} />
        <Entry term={t('contact.corporateAccount')} value={corporate} />
        <Entry term={t('contact.promoCode')} value={booking.promoCode} />
        <Entry term={t('contact.language')} value={booking.locale} />
        <Entry
          term={t('contact.source')}
          value={booking.source === 'form' ? t('contact.sourceForm') : t('contact.sourceStaff')}
        />
      </dl>
      <h3>{t('contact.remarks')}</h3>
      {booking.remarks.length === 0 ? (
        <p>{t('contact.noRemarks')}</p>
      ) : (
        <ul>
          {booking.remarks.map((remark, index) => (
            // Remarks have no id; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
            <li key={index} className="desk-booking-remark">
              {remark.description}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
