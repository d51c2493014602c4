import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '../../contracts/desk-session.schema.ts';
import { isManager, useDesk } from '../desk-context.ts';
import { ProblemAlert } from '../ui/Problem.tsx';
import { AddColleagueForm } from './AddColleagueForm.tsx';
import type { LocationOption } from './LocationChoice.tsx';
import { StaffTable } from './StaffTable.tsx';
import { grantableLocations } from './staff-form.ts';

type Collection<T> = { member: T[] };

/** `#/staff` (managers): the partner's colleagues, adding one, changing them, and new sign-in links. */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const { api, session } = useDesk();
  const [users, setUsers] = useState<StaffUser[] | null>(null);
  const [locations, setLocations] = useState<LocationOption[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const manager = isManager(session);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const partner = encodeURIComponent(session.partner['@id']);
        const [staff, places] = await Promise.all([
          api.get<Collection<StaffUser>>('/desk/staff_users', signal),
          api.get<Collection<LocationOption>>(`/locations?partner=${partner}&itemsPerPage=100`, signal),
        ]);
        setUsers(staff.member);
        setLocations(places.member);
      } catch (error) {
        if (!signal?.aborted) setFailure(error);
      }
    },
    [api, session.partner],
  );

  useEffect(() => {
    if (!manager) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, manager]);

  if (!manager) {
    return (
      <>
        <h1>{t('title')}</h1>
        <p className="desk-alert">{t('managersOnly')}</p>
      </>
    );
  }

  async function sendLink(user: StaffUser) {
    setSending(user.id);
    setFailure(null);
    try {
      await api.send('POST', `/desk/staff_users/${user.id}/link`);
      setNotice(t('link.sent', { name: user.name, email: user.email }));
    } catch (error) {
      setFailure(error);
    } finally {
      setSending(null);
    }
  }

  // A manager limited to some locations is offered only those, never "all locations" (the API refuses more).
  const grant = grantableLocations(locations, session.user.locations);

  const replace = (saved: StaffUser) =>
    setUsers((list) => (list ?? []).map((u) => (u.id === saved.id ? saved : u)));

  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div aria-live="polite">{notice && <p className="desk-notice">{notice}</p>}</div>
      <ProblemAlert error={failure} />
      {users === null ? (
        !failure && <p className="desk-loading">{t('loading')}</p>
      ) : (
        <StaffTable
          users={users}
          locations={locations}
          grant={grant}
          editing={editing}
          onEdit={setEditing}
          sending={sending}
          onSendLink={sendLink}
          onSaved={(saved) => {
            replace(saved);
            setEditing(null);
            setNotice(t('edit.saved', { name: saved.name }));
          }}
        />
      )}
      <AddColleagueForm
        locations={grant.options}
        allowAll={grant.allowAll}
        onAdded={(user) => {
          setUsers((list) => [...(list ?? []), user]);
          setNotice(t('add.done', { name: user.name, email: user.email }));
        }}
      />
    </>
  );
}
