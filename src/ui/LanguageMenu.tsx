/** The language switcher: a button with the current short label and a menu of every language, the current one checked. */
import { LOCALE_LABELS, LOCALES, type Locale } from '../domain/locale.ts';
import { vars } from '../theme/theme-vars.ts';
import { Icon } from './Icon.tsx';
import { useMenu } from './use-menu.ts';

/** Props: the current locale, what to do on a choice, and translated labels. */
export type LanguageMenuProps = {
  current: Locale;
  onChoose: (locale: Locale) => void;
  buttonLabel: string;
  menuLabel: string;
};

const itemStyle = {
  display: 'block',
  width: '100%',
  padding: '10px 16px',
  textAlign: 'left' as const,
  fontSize: '15px',
  lineHeight: '20px',
  color: vars.text,
  whiteSpace: 'nowrap' as const,
  '&:hover, &:focus-visible': { background: vars.shade(10) },
  '&:focus-visible': { outlineOffset: '-3px' },
};

/** Shows `EN` on a button; the menu lists every language by its own name and marks the current one. */
export function LanguageMenu({ current, onChoose, buttonLabel, menuLabel }: LanguageMenuProps) {
  const menu = useMenu(LOCALES.length, (index) => {
    const chosen = LOCALES[index];
    if (chosen && chosen !== current) onChoose(chosen);
  });

  return (
    <div css={{ position: 'relative' }}>
      <button
        {...menu.triggerProps}
        part="language-button"
        aria-label={buttonLabel}
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: '4px',
          height: '40px',
          padding: '0 8px 0 12px',
          borderRadius: vars.radius,
          border: '1px solid currentColor',
          fontSize: '14px',
          fontWeight: 700,
          letterSpacing: '0.04em',
          '&:hover': { background: 'rgba(127, 127, 127, 0.18)' },
        }}
      >
        {LOCALE_LABELS[current].short}
        <Icon name="chevron-down" size={16} />
      </button>
      {menu.open && (
        <ul
          {...menu.menuProps}
          aria-label={menuLabel}
          css={{
            position: 'absolute',
            insetInlineEnd: 0,
            top: 'calc(100% + 6px)',
            zIndex: 20,
            minWidth: '168px',
            margin: 0,
            padding: '6px 0',
            listStyle: 'none',
            background: vars.surface,
            border: `1px solid ${vars.border}`,
            borderRadius: vars.radius,
            boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
          }}
        >
          {LOCALES.map((locale, index) => (
            <li key={locale} role="none">
              <button
                {...menu.itemProps(index)}
                role="menuitemradio"
                aria-checked={locale === current}
                lang={locale}
                css={{ ...itemStyle, fontWeight: locale === current ? 700 : 400 }}
              >
                <span aria-hidden="true" css={{ display: 'inline-block', width: '20px' }}>
                  {locale === current ? '✓' : ''}
                </span>
                {LOCALE_LABELS[locale].name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
