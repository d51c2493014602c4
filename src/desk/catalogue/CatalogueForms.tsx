import { CreateGuesser, EditGuesser } from '@api-platform/admin';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';

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

/** An edit screen of the catalogue. */
export function CatalogueEdit({ children }: { children?: ReactNode }) {
  return <EditGuesser mutationOptions={useSaveFailure()}>{children}</EditGuesser>;
}
