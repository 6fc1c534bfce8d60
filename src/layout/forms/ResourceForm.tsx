import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef } from 'react';
import { SimpleForm, useRecordContext } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '../../domain/issue-messages';
import { FormToolbar } from './FormToolbar';

export interface ResourceFormProps {
  /** The entity's schema from src/domain: the same rules the server applies. */
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Warn that every abonent receives the update before saving (spec section 4). */
  warnAbonents?: boolean;
  children: ReactNode;
}

/**
 * The form every resource shares: validated as the person types by the domain schema (errors show
 * once a field was touched), with the shared Save/Reset toolbar. Saving an existing record always
 * asks first; a new one asks when the abonents warning applies.
 */
export const ResourceForm = ({ schema, warnAbonents = false, children }: ResourceFormProps) => {
  const record = useRecordContext();
  const isEdit = record?.id !== undefined;
  // Enter in a field submits the form: route it through the toolbar, so it confirms like Save does.
  const requestSave = useRef<() => void>(() => undefined);
  return (
    <SimpleForm
      resolver={zodResolver(schema, { error: issueMessage }) as Resolver<FieldValues>}
      mode="onChange"
      reValidateMode="onChange"
      onSubmit={() => requestSave.current()}
      toolbar={<FormToolbar confirm={isEdit || warnAbonents} warnAbonents={warnAbonents} requestSave={requestSave} />}
      sx={{ maxWidth: 720 }}
    >
      {children}
    </SimpleForm>
  );
};
