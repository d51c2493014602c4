/** What the widget layer learned from the browser, handed down so `src/` never reads globals. */
import { createContext, useContext } from 'react';

/** Browser facts the UI adapts to. */
export type Environment = {
  prefersReducedMotion: boolean;
  /**
   * The link (`#/bf/reservation/…`) that opens a widget route (`/reservation/…`) on this page, as
   * `route-prefix` has it; null when the widget keeps out of the hash (links then go through the router).
   * Absent: the route itself in the hash (tests, and the default).
   */
  routeHref?: (path: string) => string | null;
  /** Opens the browser's print dialog (the booking page's print button); absent where there is none. */
  print?: () => void;
  /** Calls `retry` each time the connection comes back (the window's `online` event); returns the stop. */
  onReconnect?: (retry: () => void) => () => void;
};

/** The environment context; the default suits tests and server rendering. */
export const EnvironmentContext = createContext<Environment>({ prefersReducedMotion: false });

/** The environment of the current widget instance. */
export const useEnvironment = (): Environment => useContext(EnvironmentContext);
