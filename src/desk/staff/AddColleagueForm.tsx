import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '../../contracts/desk-session.schema.ts';
import { useDesk } from '../desk-context.ts';
import { Field } from '../ui/Field.tsx';
import { LocationChoice, type LocationOption } from './LocationChoice.tsx';
import { SelectField } from './SelectField.tsx';
import { type LocationScope, locationsPayload } from './staff-form.ts';
import { useSaveProblem, useStaffChoices } from './use-staff-texts.ts';

type Props = {
  locations: readonly LocationOption[];
  /** Whether the manager may give "all locations" (they hold all of them). */
  allowAll: boolean;
  onAdded(user: StaffUser): void;
};

/** Adds a colleague; the server e-mails them their one-time link. */
export function AddColleagueForm({ locations, allowAll, onAdded }: Props) {
  const { t } = useTranslation('staff');
  const { api, locale } = useDesk();
  const choices = useStaffChoices();
  const saveProblem = useSaveProblem();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('staff');
  const [language, setLanguage] = useState<string>(locale);
  const initialScope: LocationScope = allowAll ? { all: true } : { all: false, chosen: [] };
  const [scope, setScope] = useState<LocationScope>(initialScope);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof saveProblem> | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api.send<{ user: StaffUser }>('POST', '/desk/staff_users', {
        name,
        email,
        role,
        locale: language,
        locations: locationsPayload(
          scope,
          locations.map((l) => l['@id']),
        ),
      });
      setProblem(null);
      setName('');
      setEmail('');
      setScope(initialScope);
      onAdded(answer.user);
    } catch (error) {
      setProblem(saveProblem(error));
      // The summary takes focus, as GOV.UK's error summary does, so the problem is heard at once.
      requestAnimationFrame(() => alert.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="desk-card desk-staff-add" onSubmit={submit} noValidate>
      <h2>{t('add.title')}</h2>
      <p className="desk-hint">{t('add.intro')}</p>
      {problem?.alert && (
        <p className="desk-alert" role="alert" tabIndex={-1} ref={alert}>
          {problem.alert}
        </p>
      )}
      <div className="desk-staff-grid">
        <Field
          label={t('field.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          required
          error={problem?.fields.name}
        />
        <Field
          label={t('field.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
          required
          error={problem?.fields.email}
        />
        <SelectField
          label={t('field.role')}
          options={choices.roles}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          error={problem?.fields.role}
        />
        <SelectField
          label={t('field.language')}
          options={choices.languages}
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          error={problem?.fields.locale}
        />
      </div>
      <LocationChoice
        locations={locations}
        allowAll={allowAll}
        scope={scope}
        onChange={setScope}
        error={problem?.fields.locations}
      />
      <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
        {busy ? t('add.busy') : t('add.submit')}
      </button>
    </form>
  );
}
