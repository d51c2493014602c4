import { CreateGuesser, EditGuesser } from '@api-platform/admin';
import type { ReactNode } from 'react';
import { SaveButton, Toolbar, useNotify } from 'react-admin';

/**
 * What a refused save tells the staff user: the problem's text in their language, which the catalogue's
 * HTTP client put in the error's message (catalogue-http.ts). API Platform Admin would say "Server
 * communication error" whenever the violations land on fields, which reads as if the save never
 * reached the server.
 */
function useSaveFailure() {
  const notify = useNotify();
  return {
    onError: (error: unknown) => {
      const text = error instanceof Error && error.message ? error.message : '';
      notify(text || 'ra.notification.http_error', { type: 'error', messageArgs: { _: text } });
    },
  };
}

/** A create screen of the catalogue: back to the list once saved. */
export function CatalogueCreate({ children }: { children?: ReactNode }) {
  return (
    <CreateGuesser redirect="list" mutationOptions={useSaveFailure()}>
      {children}
    </CreateGuesser>
  );
}

/** The toolbar of a row the API does not delete: react-admin's Delete would always be refused. */
const SAVE_ONLY = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** An edit screen of the catalogue; `deletable={false}` for resources the API offers no DELETE for. */
export function CatalogueEdit({ children, deletable = true }: { children?: ReactNode; deletable?: boolean }) {
  return (
    <EditGuesser mutationOptions={useSaveFailure()} toolbar={deletable ? undefined : SAVE_ONLY}>
      {children}
    </EditGuesser>
  );
}
