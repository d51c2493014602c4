import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_LABELS, LOCALES, type Locale } from '../domain/locale.ts';
import { isManager, useDesk } from './desk-context.ts';
import { DESK_PAGES } from './pages.ts';
import type { DeskRoute } from './route.ts';

/** The signed-in frame: skip link, the partner's name, navigation, language, sign-out, and the page. */
export function DeskFrame({ route, children }: { route: DeskRoute; children: ReactNode }) {
  const { t } = useTranslation('common');
  const { session, locale, setLocale, signOut } = useDesk();
  const main = useRef<HTMLElement>(null);
  const links = DESK_PAGES.filter((p) => p.nav && (!p.managersOnly || isManager(session)));

  // A new page moves focus to its content, as a full page load would, so screen readers hear it.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page, by design.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [route.page]);

  return (
    <>
      {/* A button, not a link: the desk's routes live in the hash, where `#main` would be a page. */}
      <button type="button" className="desk-skip" onClick={() => main.current?.focus()}>
        {t('frame.skip')}
      </button>
      <header className="desk-header">
        <span className="desk-brand">
          {t('frame.title')} · <strong>{session.partner.name}</strong>
        </span>
        <nav aria-label={t('frame.navigation')}>
          <ul>
            {links.map((p) => (
              <li key={p.page}>
                <a href={p.nav!.href} aria-current={p.page === route.page ? 'page' : undefined}>
                  {t(p.nav!.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="desk-account">
          <label>
            <span className="desk-visually-hidden">{t('frame.language')}</span>
            <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LOCALE_LABELS[l].name}
                </option>
              ))}
            </select>
          </label>
          <span className="desk-user">{session.user.name}</span>
          <button type="button" className="desk-button" onClick={() => void signOut()}>
            {t('frame.signOut')}
          </button>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="desk-main">
        {children}
      </main>
    </>
  );
}
