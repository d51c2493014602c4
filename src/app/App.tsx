/** Wires one instance's cache, i18n, theme, environment and model around the shell. */
import { CacheProvider, type EmotionCache, ThemeProvider } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { buildThemeTokens } from '../domain/theme.ts';
import type { WidgetModelInstance } from '../state/widget.model.ts';
import { createWidgetTheme } from '../theme/emotion-theme.ts';
import { vars } from '../theme/theme-vars.ts';
import { type Environment, EnvironmentContext } from './environment-context.ts';
import { HostStyles } from './HostStyles.tsx';
import { ModelContext } from './model-context.ts';
import { Shell } from './Shell.tsx';
import { useHostPrimary } from './use-host-primary.ts';

/** Everything an instance owns; the widget layer creates these once per shadow root. */
export type AppProps = {
  model: WidgetModelInstance;
  i18n: I18n;
  cache: EmotionCache;
  environment: Environment;
};

/** The application inside one shadow root. */
export function App({ model, i18n, cache, environment }: AppProps) {
  useSignals();
  const settings = model.partner.value?.partnerSettings;
  const partnerTokens = useMemo(() => buildThemeTokens(settings), [settings]);
  const { probe, hostPrimary } = useHostPrimary(partnerTokens.primary);
  const tokens = useMemo(
    () => (hostPrimary ? buildThemeTokens({ ...settings, color: hostPrimary }) : partnerTokens),
    [hostPrimary, settings, partnerTokens],
  );
  const theme = useMemo(() => createWidgetTheme(tokens), [tokens]);

  return (
    <CacheProvider value={cache}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <EnvironmentContext.Provider value={environment}>
            <ModelContext.Provider value={model}>
              <HostStyles tokens={tokens} />
              <Shell />
              {/* Resolves the primary colour in effect: the host page's own, if it set one. */}
              <span ref={probe} aria-hidden="true" style={{ display: 'none', color: vars.primary }} />
            </ModelContext.Provider>
          </EnvironmentContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </CacheProvider>
  );
}
