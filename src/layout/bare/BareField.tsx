import type { InputHTMLAttributes, ReactNode } from 'react';

export interface BareFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The error line under the field; the field is marked invalid while there is one. */
  error?: string;
  /** Something inside the field's end, e.g. a show-password button. */
  end?: ReactNode;
}

/** A labelled text input with the red required marker and an error line. */
export const BareField = ({ id, label, error, end, required, ...input }: BareFieldProps) => (
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
      <input
        id={id}
        required={required}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {end}
    </div>
    {error && (
      <p className="bare-field-error" id={`${id}-error`}>
        {error}
      </p>
    )}
  </div>
);
