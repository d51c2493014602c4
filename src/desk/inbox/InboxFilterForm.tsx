import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_STATUSES } from '../../contracts/desk-inbox.schema.ts';
import { type InboxFilters, inboxQuery, readInboxFilters } from './inbox-filters.ts';
import { useLocations } from './use-locations.ts';

type Props = { filters: InboxFilters; onApply(query: URLSearchParams): void };

/** Location, status, period and search; applied together, so typing does not reload the list. */
export function InboxFilterForm({ filters, onApply }: Props) {
  const { t } = useTranslation('inbox');
  const locations = useLocations();
  const [draft, setDraft] = useState(filters);
  const id = useId();
  // The hash is the truth: a chip, the pager or the back button change it, and the form follows.
  const shown = inboxQuery(filters).toString();
  useEffect(() => setDraft(readInboxFilters(new URLSearchParams(shown))), [shown]);
  const set = (name: keyof InboxFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(inboxQuery({ ...draft, page: 1 }));
  };
  return (
    <form className="desk-inbox-filters" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`} className="desk-visually-hidden">
        {t('filters.legend')}
      </h2>
      <div className="desk-field">
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft.q}
          onChange={set('q')}
          aria-describedby={`${id}-q-hint`}
        />
        <span className="desk-hint" id={`${id}-q-hint`}>
          {t('filters.searchHint')}
        </span>
      </div>
      <div className="desk-field">
        <label htmlFor={`${id}-location`}>{t('filters.location')}</label>
        <select id={`${id}-location`} value={draft.location} onChange={set('location')}>
          <option value="">{t('filters.allLocations')}</option>
          {locations.map((l) => (
            <option key={l['@id']} value={l['@id']}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
        <select id={`${id}-status`} value={draft.status} onChange={set('status')}>
          <option value="">{t('filters.allStatuses')}</option>
          {INBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="desk-field">
        <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={set('to')}
        />
      </div>
      <div className="desk-inbox-actions">
        <button type="submit" className="desk-button desk-button--primary">
          {t('filters.apply')}
        </button>
        <button type="button" className="desk-button" onClick={() => onApply(new URLSearchParams())}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
