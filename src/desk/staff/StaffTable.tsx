import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '../../contracts/desk-session.schema.ts';
import { isLocale, LOCALE_LABELS } from '../../domain/locale.ts';
import { ColleagueEditor } from './ColleagueEditor.tsx';
import type { LocationOption } from './LocationChoice.tsx';
import type { LocationGrant } from './staff-form.ts';

type Props = {
  users: readonly StaffUser[];
  locations: readonly LocationOption[];
  /** What the signed-in manager may give a colleague (their own locations, or all). */
  grant: LocationGrant<LocationOption>;
  /** The colleague whose editor is open, if any. */
  editing: number | null;
  onEdit(id: number | null): void;
  onSaved(user: StaffUser): void;
  onSendLink(user: StaffUser): void;
  sending: number | null;
};

/** The partner's staff users, each with their editor and "send a new sign-in link". */
export function StaffTable({
  users,
  locations,
  grant,
  editing,
  onEdit,
  onSaved,
  onSendLink,
  sending,
}: Props) {
  const { t } = useTranslation('staff');
  const names = new Map(locations.map((l) => [l['@id'], l.name]));
  const placesOf = (user: StaffUser) =>
    user.locations === null
      ? t('locations.allShort')
      : user.locations.map((iri) => names.get(iri) ?? iri).join(', ') || t('locations.none');
  return (
    <div className="desk-staff-table">
      <table>
        <caption className="desk-visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('field.name')}</th>
            <th scope="col">{t('field.email')}</th>
            <th scope="col">{t('field.role')}</th>
            <th scope="col">{t('field.language')}</th>
            <th scope="col">{t('field.locations')}</th>
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <Fragment key={user.id}>
              <tr className={user.disabled ? 'desk-staff-row--disabled' : undefined}>
                <th scope="row">{user.name}</th>
                <td data-label={t('field.email')}>{user.email}</td>
                <td data-label={t('field.role')}>{t(`role.${user.role}`)}</td>
                <td data-label={t('field.language')}>
                  {isLocale(user.locale) ? LOCALE_LABELS[user.locale].name : user.locale}
                </td>
                <td data-label={t('field.locations')}>{placesOf(user)}</td>
                <td data-label={t('table.status')}>
                  <span className="desk-status">
                    {user.disabled
                      ? t('status.disabled')
                      : user.hasPassword
                        ? t('status.active')
                        : t('status.invited')}
                  </span>
                </td>
                <td className="desk-staff-actions">
                  <button
                    type="button"
                    className="desk-button"
                    aria-expanded={editing === user.id}
                    aria-label={t('edit.open', { name: user.name })}
                    onClick={() => onEdit(editing === user.id ? null : user.id)}
                  >
                    {t('edit.button')}
                  </button>
                  {!user.disabled && (
                    <button
                      type="button"
                      className="desk-button"
                      aria-label={t('link.send', { name: user.name })}
                      disabled={sending === user.id}
                      onClick={() => onSendLink(user)}
                    >
                      {t('link.button')}
                    </button>
                  )}
                </td>
              </tr>
              {editing === user.id && (
                <tr>
                  <td colSpan={7}>
                    <ColleagueEditor
                      user={user}
                      locations={grant.options}
                      allowAll={grant.allowAll}
                      onSaved={onSaved}
                      onCancel={() => onEdit(null)}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
