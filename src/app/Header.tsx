/** The shared header of spec §2: logo, website link, help and language, on the partner's colour. */
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../api/media.ts';
import { LOCALE_LABELS } from '../domain/locale.ts';
import { websiteLinkFor } from '../domain/website.ts';
import { vars } from '../theme/theme-vars.ts';
import { Icon } from '../ui/Icon.tsx';
import { LanguageMenu } from '../ui/LanguageMenu.tsx';
import { HelpButton } from './HelpButton.tsx';
import { useWidgetModel } from './model-context.ts';

const headerButton = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  height: '40px',
  padding: '0 12px',
  borderRadius: vars.radius,
  fontSize: '15px',
  fontWeight: 700,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { background: 'rgba(127, 127, 127, 0.18)' },
};

/** Header bar; text and focus rings use the contrast colour of the partner's main colour. */
export const Header = memo(function Header() {
  useSignals();
  const model = useWidgetModel();
  const { t } = useTranslation();
  const partner = model.partner.value;
  const locale = model.shownLocale.value ?? model.locale.value;
  if (!partner) return null;
  const website = websiteLinkFor(partner.partnerSettings?.website, model.locations.value);

  return (
    <div
      part="header"
      css={{
        position: 'relative',
        zIndex: 3,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: '8px 16px',
        minHeight: '72px',
        padding: '12px 24px',
        '@container (max-width: 560px)': { padding: '12px 16px' },
        background: vars.primary,
        color: vars.onPrimary,
        '& :focus-visible': { outlineColor: vars.onPrimary },
      }}
    >
      {partner.logoFilename ? (
        <img
          part="logo"
          src={mediaUrl(model.apiBase.value, partner.logoFilename)}
          alt={partner.name}
          css={{
            height: '44px',
            width: 'auto',
            maxWidth: '220px',
            objectFit: 'contain',
            objectPosition: 'left center',
          }}
        />
      ) : (
        <span part="logo" css={{ fontSize: '20px', fontWeight: 700 }}>
          {partner.name}
        </span>
      )}
      <div css={{ display: 'flex', alignItems: 'center', gap: '4px', flexWrap: 'wrap' }}>
        {website && (
          <a
            href={website.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('header.website', { site: website.label })}
            css={[headerButton, { fontWeight: 400, '@container (max-width: 520px)': { display: 'none' } }]}
          >
            <Icon name="globe" size={18} />
            {website.label}
          </a>
        )}
        <button
          type="button"
          onClick={() => void model.router.go({ view: 'my-bookings', lang: null })}
          aria-current={model.router.route.value.view === 'my-bookings' ? 'page' : undefined}
          css={headerButton}
        >
          <Icon name="person" size={18} />
          {t('header.myBookings')}
        </button>
        <HelpButton partner={partner} buttonCss={headerButton} />
        <LanguageMenu
          current={locale}
          onChoose={(next) => model.chooseLocale(next)}
          buttonLabel={t('header.language', { current: LOCALE_LABELS[locale].short })}
          menuLabel={t('header.languageMenu')}
        />
      </div>
    </div>
  );
});
