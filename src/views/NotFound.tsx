/** "This reservation was not found": a wrong or missing key, never someone else's booking. */
import { vars } from '../theme/theme-vars.ts';
import { useOfferTexts } from './use-offer-texts.ts';
import { viewCss } from './view-styles.ts';

/** The not-found message, or the could-not-load one with a retry. */
export function NotFound({ kind, onRetry }: { kind: 'not-found' | 'error'; onRetry: () => void }) {
  const { t, model } = useOfferTexts();
  return (
    <div css={viewCss}>
      <div role="alert" css={{ display: 'grid', gap: '8px', justifyItems: 'start' }}>
        <h2 css={{ margin: 0, fontSize: '22px' }}>{t(`load.${kind}.title`)}</h2>
        <p css={{ margin: 0, maxWidth: '60ch' }}>{t(`load.${kind}.text`)}</p>
        {kind === 'not-found' && <p css={{ margin: 0, maxWidth: '60ch' }}>{t('account.notFoundHint')}</p>}
      </div>
      <div css={{ display: 'flex', gap: '16px', flexWrap: 'wrap' }}>
        {kind === 'error' && (
          <button type="button" onClick={onRetry} css={{ color: vars.link, fontWeight: 700 }}>
            {t('load.retry')}
          </button>
        )}
        {kind === 'not-found' && (
          <button
            type="button"
            onClick={() => model.router.go({ view: 'my-bookings', lang: null })}
            css={{ color: vars.link, fontWeight: 700, textDecoration: 'underline' }}
          >
            {t('account.link')}
          </button>
        )}
        <button
          type="button"
          onClick={() => model.router.go({ view: 'wizard' })}
          css={{ color: vars.link, fontWeight: 700, textDecoration: 'underline' }}
        >
          {t('load.newReservation')}
        </button>
      </div>
    </div>
  );
}
