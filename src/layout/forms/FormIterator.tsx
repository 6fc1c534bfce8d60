import { SimpleFormIterator, type SimpleFormIteratorProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * react-admin's SimpleFormIterator inside a form that may be read-only (a role that may see the record but
 * not change it): its add and remove buttons are absent there, as the form's other buttons are.
 */
export const FormIterator = (props: SimpleFormIteratorProps) => {
  const { disabled } = useFormState();
  return <SimpleFormIterator {...props} disabled={props.disabled || disabled} />;
};
