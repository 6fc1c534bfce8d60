import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import {
  HttpError,
  Link,
  RecordContextProvider,
  SaveContextProvider,
  SimpleForm,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { type TariffForm as TariffFormValues, type TariffRevisionRecord } from '../../../contract/tariff';
import { useNotifyFailure } from '../../layout/failureMessage';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { useEditPath } from '../../layout/editRoute';
import { HistoryPanel } from '../../layout/history/HistoryPanel';
import { PageHeader } from '../../layout/PageHeader';
import { LoadErrorMessage, logLoadFailure } from '../../layout/LoadError';
import { RollbackButton } from './RollbackButton';
import { TariffForm } from './TariffForm';
import { TariffInputs } from './TariffInputs';
import { TariffRevisions } from './TariffRevisions';
import { useTariffRevisionPath } from './tariffPaths';
import { useRefreshTariffs, useTariffRevision } from './useTariffRevision';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useMayCall } from '../../session/permissions';

/** A refused save as the form shows it: field errors from the server go under their fields. */
const fieldErrorsOf = (error: unknown) => (error as { body?: { errors?: Record<string, string> } }).body?.errors;

/**
 * The revision in force, editable: saving (after the confirmation every edit asks for) makes the next
 * revision from the changed fields and opens it.
 */
const EditableRevision = ({ record }: { record: TariffRevisionRecord }) => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const revisionPath = useTariffRevisionPath();
  const editPath = useEditPath();
  const refresh = useRefreshTariffs();
  const [saving, setSaving] = useState(false);

  const save = async (data: Partial<TariffFormValues>) => {
    setSaving(true);
    try {
      const saved = await dataProvider.updateTariffPolicy({ previousData: record, data: data as TariffFormValues });
      await refresh();
      notify('resources.tariffs.notifications.saved', { type: 'success' });
      navigate(revisionPath(saved.id, saved.revision));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notifyFailure(error);
      // Another revision may have come into force meanwhile: the history shows it.
      await refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <SaveContextProvider value={{ save, saving, mutationMode: 'pessimistic' }}>
      <TariffForm formRootPathname={editPath('tariffs', record.id)} />
    </SaveContextProvider>
  );
};

/** An earlier revision: shown read only, without Save. */
const ReadOnlyRevision = () => (
  <SimpleForm toolbar={false} sx={{ maxWidth: 720 }}>
    <TariffInputs readOnly />
  </SimpleForm>
);

/**
 * One revision of a tariff (`tariffs/edit/{id}/{revision}`): says which revision is in force, shows the
 * history beside the form, edits the revision in force (each save a new revision) and shows earlier
 * ones read only, with a confirmed rollback to them. A role that may not change tariffs sees every
 * revision read only, without rollback or delete.
 */
export const TariffEdit = () => {
  const translate = useTranslate();
  const revisionPath = useTariffRevisionPath();
  const params = useParams<{ id: string; revision: string }>();
  const id = params.id ?? '';
  const revision = Number(params.revision);
  const { data: record, error, isPending } = useTariffRevision(id, revision);
  const mayCall = useMayCall();
  const mayUpdate = mayCall('UpdateTariffPolicy');
  const mayRollback = mayCall('RollbackTariffPolicy');
  if (error) logLoadFailure(error);

  const inForce = record !== undefined && record.revision === record.currentRevision;
  return (
    <>
      <PageHeader
        title={
          record
            ? translate('resources.tariffs.editNamed', { name: record.displayName })
            : translate('resources.tariffs.edit')
        }
        actions={
          record && (
            <DeleteRecordButton
              record={record}
              resource="tariffs"
              label="resources.tariffs.actions.delete"
              title="resources.tariffs.confirm.deleteTitle"
              detail="resources.tariffs.confirm.deleteContent"
            />
          )
        }
      >
        {record && (
          <>
            <Chip
              variant="outlined"
              label={translate('resources.tariffs.revisions.ofTotal', {
                revision: record.revision,
                total: record.currentRevision,
              })}
            />
            {inForce && <Chip color="success" label={translate('resources.tariffs.revisions.inForce')} />}
          </>
        )}
      </PageHeader>
      {error || !Number.isInteger(revision) ? (
        <Card>
          <LoadErrorMessage error={error ?? new HttpError('common.errors.notFound', 404)} />
        </Card>
      ) : isPending || !record ? (
        <CircularProgress sx={{ m: 4 }} />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', md: 'row' } }}>
          <Card sx={{ flex: '1 1 auto', minWidth: 0, width: '100%' }}>
            {/* A note on the page, not an alert: role="alert" is for the error toasts. */}
            <Alert
              role="note"
              severity={inForce ? 'success' : 'info'}
              sx={{ m: 2, mb: 0 }}
              action={
                !inForce && (
                  <Button
                    component={Link}
                    to={revisionPath(record.id, record.currentRevision)}
                    color="inherit"
                    size="small"
                  >
                    {translate('resources.tariffs.revisions.openInForce')}
                  </Button>
                )
              }
            >
              {inForce
                ? translate(`resources.tariffs.revisions.${mayUpdate ? 'editingInForce' : 'viewingInForce'}`, {
                    revision: record.revision,
                    next: record.revision + 1,
                  })
                : translate(`resources.tariffs.revisions.${mayRollback ? 'viewingOld' : 'viewingOldReadOnly'}`, {
                    revision: record.revision,
                    current: record.currentRevision,
                  })}
            </Alert>
            {!inForce && mayRollback && (
              <Box sx={{ px: 2, pt: 2 }}>
                <RollbackButton record={record} />
              </Box>
            )}
            {/* A new form for each revision: its values start over. */}
            <RecordContextProvider value={record} key={`${record.id}/${record.revision}`}>
              {inForce && mayUpdate ? <EditableRevision record={record} /> : <ReadOnlyRevision />}
            </RecordContextProvider>
          </Card>
          <Card sx={{ flex: '0 0 320px', width: { xs: '100%', md: 320 } }}>
            <CardContent>
              <TariffRevisions id={record.id} revision={record.revision} currentRevision={record.currentRevision} />
            </CardContent>
          </Card>
        </Box>
      )}
      {record && (
        <RecordContextProvider value={record}>
          <HistoryPanel />
        </RecordContextProvider>
      )}
    </>
  );
};
