import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Form, useNotify } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '../../../contract/issue-messages';
import { fieldFailures, useNotifyFailure } from '../failureMessage';
import { ReadOnlyInputs } from './ReadOnlyInputs';

export interface ChildFormProps<Input extends FieldValues> {
  /** The schema from contract/: the same rules the server applies. */
  schema: z.ZodType;
  /** What the inputs start from. */
  record: Input;
  /** What the schema reads, from what was typed (a number typed as text, a local time as an instant). */
  toInput?: (values: Input) => unknown;
  /** Saves the schema's output (trimmed, numbers as numbers) through the dataProvider. */
  save: (values: FieldValues) => Promise<unknown>;
  /** The green toast once saved. */
  successMessage: string;
  /** After the toast: close a dialog, read the list again. */
  onSaved?: () => void;
  /** A form that adds one more (an intercom, an admin): after each save it starts again from `record`, nothing touched. */
  startOver?: boolean;
  /**
   * For a role that may see the part but not change it: its inputs disabled, its submit and reset buttons
   * absent; nothing is saved.
   */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A react-admin form for a part of a record saved on its own (an abonent's intercoms, keys, codes),
 * validated as the person types by its zod schema like every other form (errors show once a field was
 * left). Submitting saves; a refusal puts the server's field errors on their inputs and keeps what was
 * typed, any other refusal is the red toast of the failure helper. Read-only, it shows what it holds
 * and saves nothing.
 */
export const ChildForm = <Input extends FieldValues>({
  schema,
  record,
  toInput,
  save,
  successMessage,
  onSaved,
  startOver = false,
  readOnly = false,
  children,
}: ChildFormProps<Input>) => {
  const notify = useNotify();
  // Each round is a new form: its values, touched fields and errors start over.
  const [round, setRound] = useState(0);
  const notifyFailure = useNotifyFailure();
  const validate = zodResolver(schema as z.ZodType<FieldValues, FieldValues>, {
    error: issueMessage,
  }) as Resolver<FieldValues>;
  const resolver: Resolver<FieldValues> = (values, context, options) =>
    validate((toInput ? toInput(values as Input) : values) as FieldValues, context, options);

  const submit = async (values: FieldValues) => {
    if (readOnly) return undefined;
    try {
      await save(values);
    } catch (error) {
      const fields = fieldFailures(error);
      if (fields) return fields;
      notifyFailure(error);
      return undefined;
    }
    notify(successMessage, { type: 'success' });
    if (startOver) setRound((current) => current + 1);
    onSaved?.();
    return undefined;
  };

  return (
    <Form
      key={round}
      record={record}
      resolver={resolver}
      mode="onChange"
      reValidateMode="onChange"
      onSubmit={submit}
      disabled={readOnly}
      noValidate
    >
      <ReadOnlyInputs readOnly={readOnly}>{children}</ReadOnlyInputs>
    </Form>
  );
};
