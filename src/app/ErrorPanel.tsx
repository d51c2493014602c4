/** The translated problem message shown when the form cannot start, with a retry when the API was unreachable. */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../theme/theme-vars.ts';
import { useEnvironment } from './environment-context.ts';
import { useWidgetModel } from './model-context.ts';

/** Shows why the widget cannot work; the console already has the technical detail. */
export function ErrorPanel() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const code = model.error.value ?? 'unreachable';
  const { onReconnect } = useEnvironment();
  // A short offline moment: the partner and its locations are asked again once the connection is back.
  useEffect(
    () => (code === 'unreachable' ? onReconnect?.(model.retry) : undefined),
    [code, model, onReconnect],
  );
  return (
    <div
      role="alert"
      css={{
        display: 'grid',
        gap: '8px',
        justifyItems: 'start',
        padding: '20px 24px',
        border: '1px solid #b42318',
        borderInlineStartWidth: '6px',
        borderRadius: vars.radius,
        background: '#fef3f2',
        color: '#1a1a1a',
      }}
    >
      <strong css={{ fontSize: '18px', lineHeight: '26px', fontWeight: 700 }}>{t('error.title')}</strong>
      <p css={{ maxWidth: '60ch' }}>{t(`error.${code}`)}</p>
      {code === 'unreachable' && (
        <button
          type="button"
          onClick={() => model.retry()}
          css={{
            marginTop: '8px',
            padding: '10px 18px',
            borderRadius: vars.radius,
            background: '#1a1a1a',
            color: '#ffffff',
            fontWeight: 700,
            '&:hover': { background: '#333333' },
          }}
        >
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
