/** Each instance's portal container, inside its own shadow root, so dialogs stay isolated and themed. */
import { createContext, useContext } from 'react';

/** The element dialogs portal into; null until the root has rendered. */
export const PortalContext = createContext<HTMLElement | null>(null);

/** The current instance's portal container. */
export const usePortalContainer = (): HTMLElement | null => useContext(PortalContext);
