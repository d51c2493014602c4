/**
 * "My bookings" (issue 21, spec §5 and §7 `…/oauth2/user/bookings`): a returning visitor signs in with
 * a one-time link sent to their e-mail address, no password, and sees every booking they sent to this
 * partner, newest first; each opens on the booking page without its key (the session opens it).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { formatDay } from '../../domain/format.ts';
import type { AccountRoute } from '../../domain/route.ts';
import { vars } from '../../theme/theme-vars.ts';
import { ERROR_COLOUR } from '../../ui/form-styles.ts';
import { TextInput } from '../../ui/TextInput.tsx';
import { useOfferTexts } from '../use-offer-texts.ts';
import {
  actionsCss,
  cardCss,
  headingCss,
  primaryButtonCss,
  secondaryButtonCss,
  titleRowCss,
  viewCss,
  viewTitleCss,
} from '../view-styles.ts';
import { createMyBookings, type MyBookings } from './my-bookings.model.ts';

const listCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' } as const;
// One row on a wide card; on a phone the button goes under the text, which keeps the card's width.
const bookingCardCss = {
  ...cardCss,
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  '@container (max-width: 560px)': { gridTemplateColumns: '1fr', justifyItems: 'start' },
} as const;
const linkButtonCss = { color: vars.link, fontWeight: 700, textDecoration: 'underline' } as const;

/** The view of `/bookings` and of a sign-in link (`/signin/{code}`). */
export function MyBookingsView({ route }: { route: AccountRoute }) {
  useSignals();
  const { t, model, locale } = useOfferTexts();
  const account = useMemo(
    () =>
      createMyBookings({
        loadClient: () => model.loadApi().then((api) => api.client),
        partner: () => model.partner.peek()?.['@id'] ?? null,
        locale: () => model.locale.peek(),
        showList: () => model.router.replace({ view: 'my-bookings', lang: route.lang }),
      }),
    // One model for the view: signing in replaces the route with the list, which must not start over.
    [model, route.lang],
  );
  useEffect(() => () => account.dispose(), [account]);
  // A sign-in link may arrive while the view is open (the e-mail opened in the same tab): each code is
  // redeemed; the list's own route afterwards changes nothing.
  const code = route.view === 'signin' ? route.code : null;
  useEffect(() => {
    void account.start(code);
  }, [account, code]);

  const status = account.status.value;
  const partnerName = model.partner.value?.name ?? '';
  return (
    <section
      part="view"
      data-view="my-bookings"
      data-status={status}
      css={viewCss}
      aria-labelledby="bf-my-bookings"
    >
      <div css={titleRowCss}>
        <h2 id="bf-my-bookings" css={viewTitleCss}>
          {t('account.title')}
        </h2>
        {status === 'list' && account.email.value && (
          <div css={{ ...actionsCss, alignItems: 'baseline' }}>
            <span css={{ color: vars.muted }}>{t('account.signedInAs', { email: account.email.value })}</span>
            <button type="button" css={secondaryButtonCss} onClick={() => void account.signOut()}>
              {t('account.signOut')}
            </button>
          </div>
        )}
      </div>
      <Body account={account} partnerName={partnerName} locale={locale} />
      <div>
        <button type="button" css={linkButtonCss} onClick={() => model.router.go({ view: 'wizard' })}>
          {t('load.newReservation')}
        </button>
      </div>
    </section>
  );
}

function Body({
  account,
  partnerName,
  locale,
}: {
  account: MyBookings;
  partnerName: string;
  locale: string;
}) {
  const { t } = useOfferTexts();
  const status = account.status.value;
  if (status === 'checking' || status === 'signing-in' || status === 'loading') {
    return (
      <p role="status" css={{ margin: 0, color: vars.muted }}>
        {t(status === 'signing-in' ? 'account.signingIn' : 'account.checking')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" css={{ display: 'grid', gap: '8px', justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>{t('account.error')}</p>
        <button type="button" css={linkButtonCss} onClick={() => void account.retry()}>
          {t('load.retry')}
        </button>
      </div>
    );
  }
  if (status === 'sent') {
    return (
      <div role="status" css={{ display: 'grid', gap: '8px', justifyItems: 'start' }}>
        <h3 css={headingCss}>{t('account.sentTitle')}</h3>
        <p css={{ margin: 0, maxWidth: '60ch' }}>
          {t('account.sentText', { email: account.sentTo.value, minutes: account.linkMinutes.value })}
        </p>
        <button type="button" css={linkButtonCss} onClick={account.askAgain}>
          {t('account.askAgain')}
        </button>
      </div>
    );
  }
  if (status === 'list') return <BookingList account={account} locale={locale} />;
  return <AskForLink account={account} partnerName={partnerName} />;
}

function AskForLink({ account, partnerName }: { account: MyBookings; partnerName: string }) {
  const { t } = useOfferTexts();
  // The address typed is kept while the visitor goes back and forth (sent → another address).
  const [address, setAddress] = useState(() => account.sentTo.peek() ?? '');
  const problem = account.askProblem.value;
  const sending = account.status.value === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) void account.ask(address);
  };
  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: '16px', maxWidth: '480px' }}>
      {account.linkInvalid.value && (
        <p role="alert" css={{ margin: 0, color: ERROR_COLOUR, fontWeight: 700 }}>
          {t('account.linkInvalid')}
        </p>
      )}
      <p css={{ margin: 0 }}>{t('account.intro', { partner: partnerName })}</p>
      <TextInput
        id="bf-account-email"
        type="email"
        label={t('account.email')}
        value={address}
        onChange={setAddress}
        onBlur={() => {}}
        autoComplete="email"
        required
        error={problem ? t(`account.problem.${problem}`) : null}
        errorPrefix={t('form:errors.prefix')}
      />
      <div>
        <button type="submit" css={primaryButtonCss} aria-disabled={sending || undefined}>
          {t(sending ? 'account.sending' : 'account.send')}
        </button>
      </div>
    </form>
  );
}

function BookingList({ account, locale }: { account: MyBookings; locale: string }) {
  const { t, model } = useOfferTexts();
  const bookings = account.bookings.value;
  if (bookings.length === 0) return <p css={{ margin: 0 }}>{t('account.empty')}</p>;
  const dates = (start: string | null, end: string | null) =>
    !start
      ? ''
      : !end || end === start
        ? formatDay(start, locale)
        : `${formatDay(start, locale)} – ${formatDay(end, locale)}`;
  return (
    <ul css={listCss}>
      {bookings.map((booking) => (
        <li key={booking.id} css={bookingCardCss} data-booking={booking.id}>
          <div css={{ display: 'grid', gap: '4px', minWidth: 0 }}>
            <strong css={{ overflowWrap: 'anywhere' }}>
              {booking.eventName || booking.locationName} · {booking.reference}
            </strong>
            <span>
              {[booking.locationName, dates(booking.startDate, booking.endDate)].filter(Boolean).join(' · ')}
            </span>
            <span css={{ color: vars.muted }}>
              {t(`status.${booking.status}`, { defaultValue: t('status.unknown') })}
            </span>
          </div>
          <button
            type="button"
            css={secondaryButtonCss}
            aria-label={t('account.openLabel', { reference: booking.reference })}
            onClick={() => model.router.go({ view: 'booking', id: booking.id, username: null, key: null })}
          >
            {t('account.open')}
          </button>
        </li>
      ))}
    </ul>
  );
}
