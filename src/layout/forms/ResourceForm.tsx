import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { SimpleForm, useCanAccess, useRecordContext, useWarnWhenUnsavedChanges } from 'react-admin';
import { type FieldValues, type Resolver, useFormContext, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '../../../contract/issue-messages';
import { type AbonentsWarning, FormToolbar } from './FormToolbar';
import { ReadOnlyInputs } from './ReadOnlyInputs';
import { keepingStoredValues } from './storedValues';

export interface ResourceFormProps {
  /** The entity's schema from contract/: the same rules the server applies. */
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Before saving, warn how many abonents receive the update (when any do). */
  warnAbonents?: AbonentsWarning;
  /** Where the form's own pages start: moving between them asks nothing (a tariff's revisions). */
  formRootPathname?: string;
  children: ReactNode;
}

/**
 * Leaving a changed form asks first: react-admin's prompt, used directly because SimpleForm would pass
 * `formRootPathname` on to the page as an HTML attribute.
 */
const UnsavedChangesPrompt = ({ formRootPathname }: { formRootPathname?: string }) => {
  useWarnWhenUnsavedChanges(true, formRootPathname);
  return null;
};

/**
 * react-admin gives the form its record's values in an effect after the form is first drawn, replacing
 * whatever the inputs hold: a field typed into before then (a fast typist, a slow machine) would lose it.
 * The inputs are drawn from the next drawing on, after that effect: this component's effect runs before
 * the form's own (a child's effects come first), and the state it sets is drawn after both. Not inputs
 * drawn disabled meanwhile: a disabled input cannot take the focus its `autoFocus` gives it.
 */
const AfterInitialValues = ({ children }: { children: ReactNode }) => {
  const [initialised, setInitialised] = useState(false);
  useEffect(() => setInitialised(true), []);
  return initialised ? children : null;
};

/**
 * An edit page opens with the list's copy of its record and reads the record again; when what it reads
 * differs, react-admin resets the form to it, which would wipe what was typed meanwhile. The fields that
 * were changed get what was typed back after that reset (the others show the record as read); one typed
 * to what the record now holds is unchanged again. Not during a save: its own answer is the new record.
 */
const KeepTypedValues = () => {
  const record = useRecordContext();
  const { getValues, getFieldState, setValue } = useFormContext();
  const { isSubmitting, isSubmitSuccessful } = useFormState();
  const saving = isSubmitting || isSubmitSuccessful;
  const seen = useRef(record);
  const [typed, setTyped] = useState<[field: string, value: unknown][]>([]);
  useEffect(() => {
    const previous = seen.current;
    seen.current = record;
    if (previous === record || previous?.id !== record?.id || saving) return;
    // Which fields are changed is read now, not from the drawing: text typed after the record arrived
    // and before this effect is in the form already, and not yet in what was drawn.
    const values = getValues();
    const changed = Object.keys(values).filter((field) => getFieldState(field).isDirty);
    if (changed.length > 0) setTyped(changed.map((field) => [field, values[field]]));
  }, [record, saving, getValues, getFieldState]);
  // Runs on the next drawing, after the form's reset to the record in the drawing before.
  useEffect(() => {
    if (typed.length === 0) return;
    for (const [field, value] of typed) setValue(field, value, { shouldDirty: true, shouldValidate: true });
    setTyped([]);
  }, [typed, setValue]);
  return null;
};

/**
 * The form every resource shares: validated as the person types by the domain schema (errors show
 * once a field was touched), with the shared Save/Reset toolbar. Saving an existing record always
 * asks first; a new one asks when it reaches abonents. Leaving a changed form asks first
 * (react-admin's unsaved-changes prompt), and what was typed survives the record being read again.
 * A role that may see the record but not change it sees the form read-only, without its buttons.
 */
export const ResourceForm = ({ schema, warnAbonents, formRootPathname, children }: ResourceFormProps) => {
  const record = useRecordContext();
  const isEdit = record?.id !== undefined;
  // Only an existing record is asked about: react-admin's create page asks for itself (the denied page
  // otherwise), and while its own question under the same key is pending it shows a spinner, which this
  // form's question, once its form was taken off for that spinner, would leave there for good.
  const { canAccess } = useCanAccess({ action: 'update', enabled: isEdit });
  const readOnly = canAccess === false;
  // Enter in a field submits the form: route it through the toolbar, so it confirms like Save does.
  const requestSave = useRef<() => void>(() => undefined);
  // What a save would send, as the schema made it (trimmed, normalised): the confirmation names its changes.
  const valuesToSave = useRef<FieldValues | undefined>(undefined);
  const resolver = useMemo(
    () =>
      keepingStoredValues(
        schema,
        zodResolver(schema, { error: issueMessage }) as Resolver<FieldValues>,
        isEdit ? record : undefined,
        (values) => {
          valuesToSave.current = values;
        },
      ),
    [schema, record, isEdit],
  );
  return (
    <SimpleForm
      resolver={resolver}
      mode="onChange"
      reValidateMode="onChange"
      onSubmit={() => requestSave.current()}
      disabled={readOnly}
      toolbar={
        !readOnly && (
          <FormToolbar
            confirm={isEdit}
            warnAbonents={warnAbonents}
            requestSave={requestSave}
            valuesToSave={valuesToSave}
          />
        )
      }
      sx={{ maxWidth: 720 }}
    >
      {!readOnly && <UnsavedChangesPrompt formRootPathname={formRootPathname} />}
      <KeepTypedValues />
      <AfterInitialValues>
        <ReadOnlyInputs readOnly={readOnly}>{children}</ReadOnlyInputs>
      </AfterInitialValues>
    </SimpleForm>
  );
};
