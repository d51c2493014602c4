import { type SelectHTMLAttributes, useId } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
};

/** A labelled select with its message tied to it, as `Field` does for inputs. */
export function SelectField({ label, options, error, ...select }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`desk-field${error ? ' desk-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {error && (
        <span className="desk-error" id={errorId}>
          {error}
        </span>
      )}
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
