/** The status of a lazy part (a step, a view) that is on its way. */
import { useTranslation } from 'react-i18next';
import { vars } from '../theme/theme-vars.ts';

/** Tells the visitor (and screen readers, politely) that the part is loading. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" css={{ color: vars.muted }}>
      {t('widget.loading')}
    </p>
  );
}
