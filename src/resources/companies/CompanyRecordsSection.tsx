import type { ResourceName } from '../../dataProvider/resourceNames';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { type ReactNode, useState } from 'react';
import { type RaRecord, useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CompanyRecord } from '../../../contract/company';
import { ChildForm } from '../../layout/forms/ChildForm';
import { DialogFormFrame } from '../../layout/forms/DialogFormFrame';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { Section } from '../abonents/Section';
import { type CompanyColumn, CompanyTable } from './CompanyTable';
import { EditDeleteActions } from './EditDeleteActions';

type NamedRecord = RaRecord & { name: string };

interface CompanyRecordsSectionProps<Row extends NamedRecord> {
  /** The platform resource whose records of this company the section lists (`sip_servers`, ...). */
  resource: ResourceName;
  /** Translation keys: the section's heading, its add button (also the new record's dialog title), the
   * edit dialog's title, the text when there are none. */
  title: string;
  addLabel: string;
  editTitle: string;
  empty: string;
  columns: CompanyColumn<Row>[];
  /** The delete confirmation's title, where the resource's own (`resources.<name>.confirm.delete`) does not fit. */
  deleteTitle?: string;
  /** The dialog form's contract, from contract/. */
  schema: z.ZodType;
  /** What the dialog's inputs start from: a new record's values, or the edited record's. */
  formRecord: (editing: Row | undefined, company: CompanyRecord) => FieldValues;
  /** The dialog's inputs. */
  children: ReactNode;
}

/**
 * A small collection of a company's own on its page (spec: company form: SIP servers, payment methods): a
 * table of the records, an add button, a dialog form to add or edit one, and a delete that names the
 * record, each ending with the resource's own toast (`resources.<name>.notifications.created|updated|deleted`).
 * What the session's role may not do is absent; a record it may not change opens read-only.
 */
export const CompanyRecordsSection = <Row extends NamedRecord>({
  resource,
  title,
  addLabel,
  editTitle,
  empty,
  columns,
  deleteTitle,
  schema,
  formRecord,
  children,
}: CompanyRecordsSectionProps<Row>) => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  const dataProvider = useConsoleDataProvider();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<Row | 'new'>();
  const mayCreate = useCanAccess({ resource, action: 'create' }).canAccess !== false;
  const mayUpdate = useCanAccess({ resource, action: 'update' }).canAccess !== false;
  const mayDelete = useCanAccess({ resource, action: 'delete' }).canAccess !== false;
  const { ask, dialog } = useConfirmedDelete<Row>({
    resource,
    title: deleteTitle,
    representation: (row) => row.name,
    onDeleted: refresh,
  });
  if (!company) return null;
  const close = () => setEditing(undefined);
  const record = formRecord(editing === 'new' ? undefined : editing, company);

  return (
    <Section
      title={title}
      actions={
        mayCreate && (
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            {translate(addLabel)}
          </Button>
        )
      }
    >
      <CompanyTable<Row>
        resource={resource}
        companyId={company.id}
        empty={empty}
        columns={columns}
        actions={(row) => (
          <EditDeleteActions
            name={row.name}
            onEdit={() => setEditing(row)}
            onDelete={mayDelete ? () => ask(row) : undefined}
            viewOnly={!mayUpdate}
          />
        )}
      />
      <Dialog open={editing !== undefined} onClose={close} fullWidth maxWidth="sm">
        {editing && (
          <ChildForm
            schema={schema}
            record={record}
            save={async (values) => {
              if (editing === 'new')
                await dataProvider.create(resource, { data: { ...values, companyId: company.id } });
              else await dataProvider.update(resource, { id: editing.id, data: values, previousData: record });
              refresh();
            }}
            successMessage={`resources.${resource}.notifications.${editing === 'new' ? 'created' : 'updated'}`}
            onSaved={close}
            readOnly={editing === 'new' ? !mayCreate : !mayUpdate}
          >
            <DialogFormFrame
              title={translate(editing === 'new' ? addLabel : editTitle)}
              submitLabel="ra.action.save"
              onCancel={close}
            >
              {children}
            </DialogFormFrame>
          </ChildForm>
        )}
      </Dialog>
      {dialog}
    </Section>
  );
};
