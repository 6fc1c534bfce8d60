import type { InputHTMLAttributes, ReactNode } from 'react';

interface FrameProps {
  id: string;
  label: string;
  required?: boolean;
  /** The error line under the field; the field is marked invalid while there is one. */
  error?: string;
  /** The control (an input, a select, with anything at its end), given `controlAria(id, error)`. */
  children: ReactNode;
}

/** What a control inside a BareFieldFrame says of itself: invalid, and described by the error line. */
export const controlAria = (id: string, error: string | undefined) => ({
  'aria-invalid': !!error,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A bare field's label with the red required marker, its control, and its error line. */
export const BareFieldFrame = ({ id, label, required, error, children }: FrameProps) => (
  <div className="bare-field" data-invalid={error ? '' : undefined}>
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="bare-required" aria-hidden="true">
          *
        </span>
      )}
    </label>
    <div className="bare-input">{children}</div>
    {error && (
      <p className="bare-field-error" id={`${id}-error`}>
        {error}
      </p>
    )}
  </div>
);

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
  <BareFieldFrame id={id} label={label} required={required} error={error}>
    <input id={id} required={required} {...controlAria(id, error)} {...input} />
    {end}
  </BareFieldFrame>
);
