/** Hands the instance's signal model to its components. */
import { createContext, useContext } from 'react';
import type { WidgetModelInstance } from '../state/widget.model.ts';

/** The model context; App always provides it. */
export const ModelContext = createContext<WidgetModelInstance | null>(null);

/** The current instance's model; throws when used outside App, which is a programming error. */
export function useWidgetModel(): WidgetModelInstance {
  const model = useContext(ModelContext);
  if (!model) throw new Error('booking-form: useWidgetModel outside <App>');
  return model;
}
