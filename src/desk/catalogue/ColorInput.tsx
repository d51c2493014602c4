import { TextInput, type TextInputProps } from 'react-admin';

/** A `#rrggbb` colour picked with the browser's colour input (the API takes exactly that format). */
export function ColorInput(props: TextInputProps) {
  return <TextInput {...props} type="color" sx={{ minWidth: '8rem' }} />;
}
