import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_PASSWORD_LENGTH } from '../contracts/desk-session.schema.ts';
import { ApiProblem, type DeskApi } from './api.ts';
import type { DeskSession } from './desk-context.ts';
import { Field } from './ui/Field.tsx';
import { ProblemAlert, useViolationText } from './ui/Problem.tsx';

/**
 * A one-time link (`#/link/{code}`) from a manager or `npm run staff-user`: redeemed once on arrival,
 * which signs the user in, then a new password is asked for before the desk opens.
 */
export function LinkPage({
  api,
  code,
  onDone,
}: {
  api: DeskApi;
  code: string;
  onDone(session: DeskSession): void;
}) {
  const { t } = useTranslation('common');
  const violation = useViolationText();
  const [session, setSession] = useState<DeskSession | null>(null);
  const [linkError, setLinkError] = useState<unknown>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const redeemed = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; a link works once, so it is redeemed once.
    if (redeemed.current) return;
    redeemed.current = true;
    api.send<DeskSession>('POST', '/desk/links/redeem', { code }).then((answer) => {
      api.setCsrfToken(answer.csrfToken);
      setSession(answer);
      // The code is spent: keep it out of the address bar and the history.
      history.replaceState(null, '', `${location.pathname}${location.search}#/password`);
    }, setLinkError);
  }, [api, code]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMismatch(password !== repeat);
    if (password !== repeat) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.send<DeskSession>('PUT', '/desk/password', { password });
      location.hash = '#/inbox';
      onDone(answer);
    } catch (problem) {
      setError(problem);
    } finally {
      setBusy(false);
    }
  }

  if (linkError) {
    return (
      <main className="desk-signin" id="main">
        <h1>{t('link.invalidTitle')}</h1>
        <p role="alert">{t('link.invalid')}</p>
        <p>
          <a href="#/inbox">{t('link.toSignIn')}</a>
        </p>
      </main>
    );
  }
  if (!session) {
    return (
      <main className="desk-signin" id="main" aria-busy="true">
        <p>{t('link.checking')}</p>
      </main>
    );
  }
  const violationOf =
    error instanceof ApiProblem ? error.violations.find((v) => v.propertyPath === 'password') : null;
  return (
    <main className="desk-signin" id="main">
      <h1>{t('link.title', { name: session.user.name })}</h1>
      <p>{t('link.intro', { partner: session.partner.name })}</p>
      <form onSubmit={submit} noValidate>
        {!violationOf && <ProblemAlert error={error} />}
        <input type="email" autoComplete="username" value={session.user.email} readOnly hidden />
        <Field
          label={t('link.password')}
          hint={t('link.passwordHint', { min: DESK_PASSWORD_LENGTH.min })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={violationOf ? violation(violationOf.message) : null}
          required
        />
        <Field
          label={t('link.repeat')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={mismatch ? t('link.mismatch') : null}
          required
        />
        <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
          {t('link.submit')}
        </button>
      </form>
    </main>
  );
}
