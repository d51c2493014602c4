import type { i18n as I18n } from 'i18next';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale } from '../domain/locale.ts';
import { createDeskApi, isSignedOut } from './api.ts';
import { DeskFrame } from './DeskFrame.tsx';
import { type Desk, DeskContext, type DeskSession } from './desk-context.ts';
import { createDeskI18n, DESK_LOCALE_KEY, initialDeskLocale } from './i18n.ts';
import { LinkPage } from './LinkPage.tsx';
import { DESK_PAGES } from './pages.ts';
import { type DeskRoute, parseDeskRoute } from './route.ts';
import { SignInPage } from './SignInPage.tsx';
import { ProblemAlert } from './ui/Problem.tsx';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(DESK_LOCALE_KEY);
  } catch {
    return null;
  }
}

function useHashRoute(): DeskRoute {
  const [route, setRoute] = useState(() => parseDeskRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseDeskRoute(location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}

/** The desk page: loads its texts and the session, then shows sign-in, a link's page, or the desk. */
export function DeskApp() {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    void createDeskI18n(initialDeskLocale(storedLocale())).then(setI18n);
  }, []);
  if (!i18n) return <p className="desk-loading">…</p>;
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p className="desk-loading">…</p>}>
        <SignedInOrNot i18n={i18n} />
      </Suspense>
    </I18nextProvider>
  );
}

function SignedInOrNot({ i18n }: { i18n: I18n }) {
  const { t } = useTranslation('common');
  const api = useMemo(() => createDeskApi(), []);
  const route = useHashRoute();
  const [session, setSession] = useState<DeskSession | null | 'loading'>('loading');
  const [failure, setFailure] = useState<unknown>(null);
  const [linkCode, setLinkCode] = useState(route.page === 'link' ? route.code : null);
  const [locale, setLocaleState] = useState(i18n.language as Locale);

  useEffect(() => {
    if (route.page === 'link') setLinkCode(route.code);
  }, [route]);

  const setLocale = useCallback(
    (next: Locale) => {
      void i18n.changeLanguage(next);
      setLocaleState(next);
      document.documentElement.lang = next;
      try {
        localStorage.setItem(DESK_LOCALE_KEY, next);
      } catch {
        // Storage blocked: the language holds for this page only.
      }
    },
    [i18n],
  );

  const enter = useCallback(
    (answer: DeskSession) => {
      api.setCsrfToken(answer.csrfToken);
      setSession(answer);
      // The staff user's own language, unless they chose another on this device.
      if (!storedLocale() && answer.user.locale !== i18n.language) setLocale(answer.user.locale as Locale);
    },
    [api, i18n, setLocale],
  );

  // The session is read once per page; a sign-out or a 401 later brings back the sign-in page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page, not on each new callback.
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    const stop = api.onSignedOut(() => setSession(null));
    if (linkCode) return stop;
    api.get<DeskSession>('/desk/session').then(enter, (error) => {
      if (isSignedOut(error)) setSession(null);
      else setFailure(error);
    });
    return stop;
  }, [api]);

  useEffect(() => {
    document.title = `${t('frame.title')} · booking-form`;
  }, [t]);

  const desk: Desk | null = useMemo(
    () =>
      session && session !== 'loading'
        ? {
            api,
            session,
            locale,
            setLocale,
            signOut: async () => {
              await api.send('POST', '/desk/sign_out').catch(() => undefined);
              api.setCsrfToken(null);
              setSession(null);
            },
          }
        : null,
    [api, session, locale, setLocale],
  );

  if (linkCode) {
    return (
      <LinkPage
        api={api}
        code={linkCode}
        onDone={(answer) => {
          setLinkCode(null);
          enter(answer);
        }}
      />
    );
  }
  if (failure) {
    return (
      <main className="desk-signin" id="main">
        <ProblemAlert error={failure} />
      </main>
    );
  }
  if (session === 'loading') return <p className="desk-loading">{t('frame.loading')}</p>;
  if (!desk) return <SignInPage api={api} onSignedIn={enter} />;
  const page = DESK_PAGES.find((p) => p.page === route.page);
  return (
    <DeskContext.Provider value={desk}>
      <DeskFrame route={route}>
        <Suspense fallback={<p className="desk-loading">{t('frame.loading')}</p>}>
          {page ? <page.component route={route} /> : <NotFound />}
        </Suspense>
      </DeskFrame>
    </DeskContext.Provider>
  );
}

function NotFound() {
  const { t } = useTranslation('common');
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>
        <a href="#/inbox">{t('notFound.toInbox')}</a>
      </p>
    </>
  );
}
