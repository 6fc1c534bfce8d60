import type { SelectHTMLAttributes } from 'react';

export interface BareSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  /** The choices, by value and what they show. */
  options: { value: string; label: string }[];
  /** The first, empty choice's text (nothing chosen yet). */
  placeholder: string;
  /** The error line under the field; the field is marked invalid while there is one. */
  error?: string;
}

/** A labelled native select, drawn as a BareField: the phone's own picker on a phone. */
export const BareSelect = ({ id, label, options, placeholder, error, required, ...select }: BareSelectProps) => (
  <div className="bare-field" data-invalid={error ? '' : undefined}>
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="bare-required" aria-hidden="true">
          *
        </span>
      )}
    </label>
    <div className="bare-input">
      <select
        id={id}
        required={required}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
    {error && (
      <p className="bare-field-error" id={`${id}-error`}>
        {error}
      </p>
    )}
  </div>
);
