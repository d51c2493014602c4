/** What the widget layer learned from the browser, handed down so `src/` never reads globals. */
import { createContext, useContext } from 'react';

/** Browser facts the UI adapts to. */
export type Environment = {
  prefersReducedMotion: boolean;
  /** Opens the browser's print dialog (the booking page's print button); absent where there is none. */
  print?: () => void;
  /** Calls `retry` each time the connection comes back (the window's `online` event); returns the stop. */
  onReconnect?: (retry: () => void) => () => void;
};

/** The environment context; the default suits tests and server rendering. */
export const EnvironmentContext = createContext<Environment>({ prefersReducedMotion: false });

/** The environment of the current widget instance. */
export const useEnvironment = (): Environment => useContext(EnvironmentContext);
