import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiProblem, type DeskApi } from './api.ts';
import type { DeskSession } from './desk-context.ts';
import { Field } from './ui/Field.tsx';
import { ProblemAlert, useViolationText } from './ui/Problem.tsx';

/** E-mail and password; on success the desk opens with the new session. */
export function SignInPage({ api, onSignedIn }: { api: DeskApi; onSignedIn(session: DeskSession): void }) {
  const { t } = useTranslation('common');
  const violation = useViolationText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const fieldError = (path: string) => {
    const found = error instanceof ApiProblem ? error.violations.find((v) => v.propertyPath === path) : null;
    return found ? violation(found.message) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.send<DeskSession>('POST', '/desk/sign_in', { email, password }));
    } catch (problem) {
      setError(problem);
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  const hasViolations = error instanceof ApiProblem && error.violations.length > 0;
  return (
    <main className="desk-signin" id="main">
      <h1>{t('signIn.title')}</h1>
      <form onSubmit={submit} noValidate>
        {!hasViolations && <ProblemAlert error={error} />}
        <Field
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError('email')}
          required
        />
        <Field
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldError('password')}
          required
        />
        <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
      <p className="desk-hint">{t('signIn.forgot')}</p>
    </main>
  );
}
