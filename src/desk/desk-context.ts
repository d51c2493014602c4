import { createContext, useContext } from 'react';
import type { InferOutput } from 'valibot';
import type { deskSessionSchema } from '../contracts/desk-session.schema.ts';
import type { Locale } from '../domain/locale.ts';
import type { DeskApi } from './api.ts';

/** The signed-in staff user's session as `GET /api/desk/session` answers it. */
export type DeskSession = InferOutput<typeof deskSessionSchema>;

/** What every desk page may use: the API client, the session, and the shown language. */
export type Desk = {
  api: DeskApi;
  session: DeskSession;
  locale: Locale;
  setLocale(locale: Locale): void;
  signOut(): Promise<void>;
};

export const DeskContext = createContext<Desk | null>(null);

/** The desk of the page; only pages inside the signed-in frame call this. */
export function useDesk(): Desk {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('useDesk outside the desk frame');
  return desk;
}

/** Whether the signed-in user is a manager (manages staff users and the catalogue's settings). */
export const isManager = (session: DeskSession) => session.user.role === 'manager';
