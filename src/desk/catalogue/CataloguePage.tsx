import { HydraAdmin } from '@api-platform/admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultTheme, type RaThemeOptions, type TranslationMessages } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useDesk } from '../desk-context.ts';
import { useCodedViolationText, useProblemText } from '../ui/Problem.tsx';
import { CatalogueLayout } from './CatalogueLayout.tsx';
import { catalogueResources } from './CatalogueResources.tsx';
import { createCatalogueDataProvider } from './catalogue-data-provider.ts';
import { createCatalogueHttpClient } from './catalogue-http.ts';
import { catalogueMessages, catalogueResourceMessages } from './catalogue-i18n.ts';

type Messages = Record<string, unknown>;

/** React-admin's theme in the desk's colours (desk.css), which meet WCAG AA contrast on white. */
const DESK_THEME: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f4fbf' },
    secondary: { main: '#1d2433' },
    error: { main: '#b3261e' },
    // React-admin's notices sit on these with white text: MUI's own info (#0288d1), warning
    // (#ed6c02) and success (#2e7d32) give less than WCAG AA's 4.5:1 for the first two.
    info: { main: '#1f4fbf' },
    warning: { main: '#8a4500' },
    success: { main: '#1e6b34' },
  },
  components: {
    ...defaultTheme.components,
    // Tooltips (an icon-only Show or Edit button's name, a yes/no field's word) open in place, inside
    // the page's main landmark, rather than at the end of <body> where they belong to no landmark.
    MuiTooltip: { defaultProps: { slotProps: { popper: { disablePortal: true } } } },
  },
};

/**
 * The catalogue (issue 17): API Platform Admin's screens, built from our Hydra documentation, at
 * `#/catalogue/…`. React-admin owns the hash below `#/catalogue` with its own hash router (basename
 * `/catalogue`); the desk's router only sees that the catalogue page is open. The desk's session signs
 * every call, and react-admin speaks the desk's language.
 */
export function CataloguePage() {
  const { session, locale, signOut } = useDesk();
  const { i18n } = useTranslation('catalogue');
  const problemText = useProblemText();
  const violationText = useCodedViolationText();
  const latest = useRef({ csrf: session.csrfToken, problemText, violationText, signOut });
  latest.current = { csrf: session.csrfToken, problemText, violationText, signOut };

  const dataProvider = useMemo(() => {
    const httpClient = createCatalogueHttpClient({
      csrfToken: () => latest.current.csrf,
      problemText: (problem) => latest.current.problemText(problem),
      violationText: (violation) => latest.current.violationText(violation),
      onSignedOut: () => void latest.current.signOut(),
    });
    return createCatalogueDataProvider(httpClient);
  }, []);

  const [messages, setMessages] = useState<{ locale: string; texts: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    void i18n.loadNamespaces('catalogue').then(async () => {
      const ours = (i18n.getResourceBundle(locale, 'catalogue') ?? {}) as Messages;
      const texts = await catalogueMessages(locale, {
        resources: catalogueResourceMessages(ours),
        catalogue: ours,
      });
      if (current) setMessages({ locale, texts });
    });
    return () => {
      current = false;
    };
  }, [i18n, locale]);

  const i18nProvider = useMemo(
    () =>
      messages
        ? polyglotI18nProvider(() => messages.texts as unknown as TranslationMessages, messages.locale, [], {
            allowMissing: true,
          })
        : null,
    [messages],
  );

  if (!i18nProvider || !messages) return null;
  return (
    <HydraAdmin
      key={messages.locale}
      entrypoint={`${window.location.origin}/api`}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={CatalogueLayout}
      theme={DESK_THEME}
      basename="/catalogue"
      disableTelemetry
    >
      {catalogueResources}
    </HydraAdmin>
  );
}
