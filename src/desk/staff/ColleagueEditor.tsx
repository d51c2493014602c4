import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '../../contracts/desk-session.schema.ts';
import { useDesk } from '../desk-context.ts';
import { LocationChoice, type LocationOption } from './LocationChoice.tsx';
import { SelectField } from './SelectField.tsx';
import { type LocationScope, locationsChange, scopeOf } from './staff-form.ts';
import { useSaveProblem, useStaffChoices } from './use-staff-texts.ts';

type Props = {
  user: StaffUser;
  locations: readonly LocationOption[];
  /** Whether the manager may give "all locations" (they hold all of them). */
  allowAll: boolean;
  onSaved(user: StaffUser): void;
  onCancel(): void;
};

/** Changes a colleague's role, locations and whether their account is disabled. */
export function ColleagueEditor({ user, locations, allowAll, onSaved, onCancel }: Props) {
  const { t } = useTranslation('staff');
  const { api } = useDesk();
  const choices = useStaffChoices();
  const saveProblem = useSaveProblem();
  const [role, setRole] = useState<string>(user.role);
  const [scope, setScope] = useState<LocationScope>(scopeOf(user.locations));
  const [disabled, setDisabled] = useState(user.disabled);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof saveProblem> | null>(null);
  const disabledErrorId = `${useId()}-disabled-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await api.send<StaffUser>('PATCH', `/desk/staff_users/${user.id}`, {
        role,
        locations: locationsChange(
          user.locations,
          scope,
          locations.map((l) => l['@id']),
        ),
        disabled,
      });
      onSaved(saved);
    } catch (error) {
      setProblem(saveProblem(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="desk-staff-editor" onSubmit={submit} aria-label={t('edit.title', { name: user.name })}>
      {problem?.alert && (
        <p className="desk-alert" role="alert">
          {problem.alert}
        </p>
      )}
      <SelectField
        label={t('field.role')}
        options={choices.roles}
        value={role}
        onChange={(e) => setRole(e.target.value)}
        error={problem?.fields.role}
      />
      <LocationChoice
        locations={locations}
        allowAll={allowAll}
        scope={scope}
        onChange={setScope}
        error={problem?.fields.locations}
      />
      <div className="desk-staff-disabled">
        {problem?.fields.disabled && (
          <span className="desk-error" id={disabledErrorId}>
            {problem.fields.disabled}
          </span>
        )}
        <label className="desk-staff-check">
          <input
            type="checkbox"
            checked={disabled}
            aria-invalid={problem?.fields.disabled ? true : undefined}
            aria-describedby={problem?.fields.disabled ? disabledErrorId : undefined}
            onChange={(e) => setDisabled(e.target.checked)}
          />
          {t('field.disabled')}
        </label>
      </div>
      <div className="desk-staff-actions">
        <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
          {t('edit.save')}
        </button>
        <button type="button" className="desk-button" onClick={onCancel}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
