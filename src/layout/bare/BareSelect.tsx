import type { SelectHTMLAttributes } from 'react';
import { BareFieldFrame, controlAria } from './BareField';

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
  <BareFieldFrame id={id} label={label} required={required} error={error}>
    <select id={id} required={required} {...controlAria(id, error)} {...select}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </BareFieldFrame>
);
