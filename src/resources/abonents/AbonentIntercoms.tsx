import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreate, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type AbonentRecord, type IntercomRecord, intercomForm } from '../../domain/abonent';
import { issueMessage } from '../../domain/issue-messages';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { failureMessage } from '../../layout/failureMessage';
import { useTranslateMessage } from '../../layout/useTranslateMessage';
import { Section } from './Section';

const EMPTY = { intercomName: '', apartment: '' };

/** The apartment as typed: a number when it is one, so the schema says what is wrong with it. */
const apartmentValue = (text: string) => (text.trim() === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

/** The new intercom's inputs: a name and the SIP apartment (below 10000), added at once. */
const AddIntercom = ({ abonentId }: { abonentId: string }) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState({ intercomName: false, apartment: false });
  const [create, { isPending }] = useCreate();
  const result = intercomForm.safeParse(
    { intercomName: values.intercomName, apartment: apartmentValue(values.apartment) },
    { error: issueMessage },
  );
  const errorOf = (field: keyof typeof EMPTY) => {
    const issue = touched[field] ? result.error?.issues.find((candidate) => candidate.path[0] === field) : undefined;
    return issue ? translateMessage(issue.message) : undefined;
  };

  const add = () => {
    if (!result.success) return;
    create(
      'abonent_intercoms',
      { data: { abonentId, ...result.data } },
      {
        onSuccess: () => {
          notify('resources.abonents.notifications.intercomAdded', { type: 'success' });
          setValues(EMPTY);
          setTouched({ intercomName: false, apartment: false });
          refresh();
        },
        onError: (error) => notify(failureMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'flex-start', mt: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {(['intercomName', 'apartment'] as const).map((field) => (
        <TextField
          key={field}
          size="small"
          required
          label={translate(`resources.abonents.fields.intercoms.${field}`)}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
          error={!!errorOf(field)}
          helperText={errorOf(field)}
          slotProps={field === 'apartment' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
          sx={{ width: field === 'apartment' ? 140 : 280 }}
        />
      ))}
      <Button
        type="submit"
        variant="outlined"
        disabled={!result.success || isPending}
        startIcon={isPending ? <CircularProgress size={16} /> : <Add />}
        sx={{ mt: { sm: 0.25 } }}
      >
        {translate('resources.abonents.actions.addIntercom')}
      </Button>
    </Stack>
  );
};

/** The abonent's intercoms: added and deleted one by one, each deletion confirmed. */
export const AbonentIntercoms = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<AbonentRecord>();
  const [deleting, setDeleting] = useState<IntercomRecord>();
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  // Right after a create, react-admin shows the sent values until the record is read: no intercoms yet.
  const intercoms = record.intercoms ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    deleteOne(
      'abonent_intercoms',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDeleting(undefined);
          notify('resources.abonents.notifications.intercomDeleted', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setDeleting(undefined);
          notify(failureMessage(error), { type: 'error' });
        },
      },
    );
  };

  return (
    <Section title="resources.abonents.sections.intercoms">
      {intercoms.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.abonents.empty.intercoms')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="section-resources-abonents-sections-intercoms">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.abonents.fields.intercoms.intercomName')}</TableCell>
              <TableCell>{translate('resources.abonents.fields.intercoms.apartment')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {intercoms.map((intercom) => (
              <TableRow key={intercom.id}>
                <TableCell>{intercom.intercomName}</TableCell>
                <TableCell>{intercom.apartment}</TableCell>
                <TableCell align="right" sx={{ width: 56 }}>
                  <IconButton
                    size="small"
                    aria-label={`${translate('resources.abonents.actions.deleteIntercom')} ${intercom.intercomName}`}
                    onClick={() => setDeleting(intercom)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AddIntercom abonentId={String(record.id)} />
      <ConfirmDialog
        isOpen={!!deleting}
        loading={isPending}
        title="resources.abonents.confirm.deleteIntercom"
        content={deleting ? <span>{`${deleting.intercomName} (${deleting.apartment})`}</span> : ''}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Section>
  );
};
