/** The view of a link that starts like one of ours but does not parse: "not found", never an empty form. */
import { NotFound } from './NotFound.tsx';

/** "This reservation was not found", with the ways on (a new reservation, My bookings). */
export function NotFoundView() {
  // Nothing was asked of the server, so there is nothing to try again.
  return <NotFound kind="not-found" onRetry={() => {}} />;
}
