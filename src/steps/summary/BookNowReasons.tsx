/** Why book now is not possible for this booking, so it goes as a request; the send buttons are described by it. */
import { useTranslation } from 'react-i18next';
import { vars } from '../../theme/theme-vars.ts';

/** The id the send buttons point at with `aria-describedby`. */
export const BOOK_NOW_REASONS_ID = 'bf-book-now-reasons';

/** The list of reasons (codes of `summary:bookNow.reasons`); nothing when there are none. */
export function BookNowReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation('summary');
  if (reasons.length === 0) return null;
  return (
    <div id={BOOK_NOW_REASONS_ID} css={{ color: vars.text }}>
      <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{t('bookNow.notPossible')}</p>
      <ul css={{ margin: 0, paddingLeft: '20px' }}>
        {reasons.map((reason) => (
          <li key={reason}>{t(`bookNow.reasons.${reason}`, { defaultValue: t('bookNow.reasons.other') })}</li>
        ))}
      </ul>
    </div>
  );
}
