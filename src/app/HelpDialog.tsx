/** The help dialog's content: the partner's e-mail and phone (a lazy chunk, loaded on first use). */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../domain/catalogue.types.ts';
import { vars } from '../theme/theme-vars.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';

/** Props: the partner, how to close, and the trigger that gets focus back. */
export type HelpDialogProps = {
  partner: Partner;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

const contactLink = {
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  padding: '12px 14px',
  border: `1px solid ${vars.border}`,
  borderRadius: vars.radius,
  color: vars.link,
  fontWeight: 700,
  textDecoration: 'none',
  overflowWrap: 'anywhere' as const,
  '&:hover': { background: vars.shade(10), textDecoration: 'underline' },
};

function ContactRow({
  href,
  icon,
  label,
  value,
}: {
  href: string;
  icon: IconName;
  label: string;
  value: string;
}) {
  return (
    <a href={href} css={contactLink}>
      <Icon name={icon} />
      <span css={{ display: 'grid' }}>
        <span css={{ fontSize: '13px', lineHeight: '18px', fontWeight: 400, color: vars.muted }}>
          {label}
        </span>
        <span>{value}</span>
      </span>
    </a>
  );
}

/** A modal with mailto: and tel: links. */
export function HelpDialog({ partner, onClose, returnFocusTo }: HelpDialogProps) {
  const { t } = useTranslation();
  const { email, phonenumber } = partner.contact ?? { email: null, phonenumber: null };
  return (
    <Dialog
      kind="help"
      title={t('help.title')}
      closeLabel={t('help.close')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p css={{ color: vars.muted }}>{t('help.text', { partner: partner.name })}</p>
      {email || phonenumber ? (
        <div css={{ display: 'grid', gap: '8px' }}>
          {email && <ContactRow href={`mailto:${email}`} icon="mail" label={t('help.email')} value={email} />}
          {phonenumber && (
            <ContactRow
              href={`tel:${phonenumber.replace(/[^\d+]/g, '')}`}
              icon="phone"
              label={t('help.phone')}
              value={phonenumber}
            />
          )}
        </div>
      ) : (
        <p>{t('help.noContact')}</p>
      )}
    </Dialog>
  );
}
