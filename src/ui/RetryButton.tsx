/** "Try again" beside a lookup that could not load (step 2's spaces, step 3's rooms). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../app/environment-context.ts';
import { secondaryButtonCss } from './form-styles.ts';

/**
 * A button that asks for what failed again. Shown only while something failed, so while it shows,
 * the same is asked again by itself each time the connection comes back (a short offline moment).
 */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('translation');
  const { onReconnect } = useEnvironment();
  useEffect(() => onReconnect?.(() => onRetry()), [onReconnect, onRetry]);
  return (
    <button type="button" onClick={onRetry} css={[secondaryButtonCss, { justifySelf: 'start' }]}>
      {t('error.retry')}
    </button>
  );
}
