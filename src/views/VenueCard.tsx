/**
 * The venue of an opened booking (issue #18): its name, address (the country in the visitor's
 * language), phone, e-mail, website and a map link, from the location in the partner's catalogue.
 * The map is an OpenStreetMap search for the address: a plain link, no third-party script.
 */
import type { Location } from '../domain/catalogue.types.ts';
import { addressInLanguage } from '../domain/countries.ts';
import { toWebsiteLink } from '../domain/website.ts';
import { vars } from '../theme/theme-vars.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { useOfferTexts } from './use-offer-texts.ts';
import { headingCss, sectionCss } from './view-styles.ts';

const linkCss = { color: vars.link, overflowWrap: 'anywhere' as const };

/** An OpenStreetMap search for `address`. */
export function mapLinkOf(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** The venue block; nothing when the location is not in the catalogue. */
export function VenueCard({ location }: { location: Location | undefined }) {
  const { t, locale } = useOfferTexts();
  if (!location) return null;
  const website = toWebsiteLink(location.website);
  const newTab = <span css={visuallyHidden}> {t('venue.newTab')}</span>;
  return (
    <section css={sectionCss} aria-labelledby="bf-offer-venue">
      <h3 id="bf-offer-venue" css={headingCss}>
        {location.name}
      </h3>
      <address css={{ fontStyle: 'normal', display: 'grid', gap: '4px', justifyItems: 'start' }}>
        {location.address && (
          <span css={{ overflowWrap: 'anywhere' }}>{addressInLanguage(location.address, locale)}</span>
        )}
        {location.phone && (
          <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`} css={linkCss}>
            {t('venue.phone', { value: location.phone })}
          </a>
        )}
        {location.email && (
          <a href={`mailto:${location.email}`} css={linkCss}>
            {t('venue.email', { value: location.email })}
          </a>
        )}
        {website && (
          <a href={website.href} target="_blank" rel="noopener noreferrer" css={linkCss}>
            {t('venue.website', { value: website.label })}
            {newTab}
          </a>
        )}
        {location.address && (
          <a href={mapLinkOf(location.address)} target="_blank" rel="noopener noreferrer" css={linkCss}>
            {t('venue.map')}
            {newTab}
          </a>
        )}
      </address>
    </section>
  );
}
