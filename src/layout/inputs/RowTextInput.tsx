import { FieldTitle, InputHelperText, ResettableTextField, type ResettableTextFieldProps, useInput } from 'react-admin';

export interface RowTextInputProps extends Omit<
  ResettableTextFieldProps,
  'label' | 'helperText' | 'error' | 'value' | 'onChange' | 'onBlur'
> {
  /** The row's field; '' for a list of plain values (a row is its value). */
  source: string;
  /** A translation key or text; by default the source's own label. */
  label?: string;
}

/**
 * A text input of an ArrayInput's row (a car, a card ID). react-hook-form validates the whole list when a
 * row is added, and react-admin's TextInput shows any error it holds: a row just added said 'This field is
 * required' before anyone typed in it. Here, as for every other field, the error shows once the field was
 * left or a save was tried.
 */
export const RowTextInput = ({ source, label, ...rest }: RowTextInputProps) => {
  const { id, field, fieldState, formState, isRequired } = useInput({ source });
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <ResettableTextField
      id={id}
      {...field}
      value={field.value ?? ''}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={shown}
      helperText={shown ? <InputHelperText error={fieldState.error?.message} /> : undefined}
      {...rest}
    />
  );
};
