import type { ReactNode } from 'react';
import { Link, useLocation, useTranslate } from 'react-admin';
import { CATALOGUE_RESOURCE_NAMES } from './CatalogueResources.tsx';

/**
 * React-admin's screens inside the desk's frame: our heading and a list of the resources instead of
 * react-admin's app bar and sidebar (the desk already has a header, a language menu and sign-out).
 */
export function CatalogueLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = pathname.split('/')[1];
  return (
    <div className="desk-catalogue">
      <h1>{translate('catalogue.title')}</h1>
      <nav aria-label={translate('catalogue.sections')} className="desk-catalogue-nav">
        <ul>
          {CATALOGUE_RESOURCE_NAMES.map((name) => (
            <li key={name}>
              <Link to={`/${name}`} aria-current={name === current ? 'page' : undefined}>
                {translate(`resources.${name}.name`, { smart_count: 2 })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="desk-catalogue-screen">{children}</div>
    </div>
  );
}
