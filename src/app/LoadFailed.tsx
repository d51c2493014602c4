/** The alert of a lazy part (a step, a view) that could not be loaded, with "Try again". */
import { useTranslation } from 'react-i18next';
import { vars } from '../theme/theme-vars.ts';

/** Says the part could not be loaded; `retry` asks for it again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="alert">
      {t('error.unreachable')}{' '}
      <button
        type="button"
        onClick={retry}
        css={{ color: vars.link, fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: '3px' }}
      >
        {t('error.retry')}
      </button>
    </p>
  );
}
