import { useCreate } from '../../dataProvider/typedHooks';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TextInput, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type AbonentRecord, type IntercomRecord, intercomForm } from '../../../contract/abonent';
import { ChildForm } from '../../layout/forms/ChildForm';
import { SubmitButton } from '../../layout/forms/FormButtons';
import { useConfirmedDelete } from '../../layout/useConfirmedDelete';
import { Section } from './Section';
import { useMayCall } from '../../session/permissions';

const EMPTY = { intercomName: '', apartment: '' };

/** The apartment as typed: a number when it is one, so the schema says what is wrong with it. */
const apartmentValue = (text: unknown) => {
  const trimmed = String(text ?? '').trim();
  return trimmed === '' ? undefined : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** The new intercom's inputs: a name and the SIP apartment (below 10000), added at once. */
const AddIntercom = ({ abonentId }: { abonentId: string }) => {
  const refresh = useRefresh();
  const [create] = useCreate();
  return (
    <ChildForm
      startOver
      schema={intercomForm}
      record={EMPTY}
      toInput={(values) => ({ ...values, apartment: apartmentValue(values.apartment) })}
      save={(data) => create('abonent_intercoms', { data: { abonentId, ...data } }, { returnPromise: true })}
      successMessage="resources.abonents.notifications.intercomAdded"
      onSaved={refresh}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
        <TextInput
          source="intercomName"
          label="resources.abonents.fields.intercoms.intercomName"
          isRequired
          size="small"
          helperText={false}
          sx={{ width: 280 }}
        />
        <TextInput
          source="apartment"
          label="resources.abonents.fields.intercoms.apartment"
          isRequired
          size="small"
          helperText={false}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 140 }}
        />
        <SubmitButton
          label="resources.abonents.actions.addIntercom"
          icon={<Add />}
          variant="outlined"
          sx={{ mt: { sm: 1 } }}
        />
      </Stack>
    </ChildForm>
  );
};

/**
 * The abonent's intercoms: added and deleted one by one, each deletion confirmed; a role that may not
 * change them sees the table alone.
 */
export const AbonentIntercoms = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const record = useRecordContext<AbonentRecord>();
  const mayCall = useMayCall();
  const { ask, dialog } = useConfirmedDelete<IntercomRecord>({
    resource: 'abonent_intercoms',
    title: 'resources.abonents.confirm.deleteIntercom',
    representation: (intercom) => `${intercom.intercomName} (${intercom.apartment})`,
    successMessage: 'resources.abonents.notifications.intercomDeleted',
    onDeleted: refresh,
  });
  if (!record) return null;
  // Right after a create, react-admin shows the sent values until the record is read: no intercoms yet.
  const intercoms = record.intercoms ?? [];

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
              {mayCall('DeleteAbonentIntercom') && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {intercoms.map((intercom) => (
              <TableRow key={intercom.id}>
                <TableCell>{intercom.intercomName}</TableCell>
                <TableCell>{intercom.apartment}</TableCell>
                {mayCall('DeleteAbonentIntercom') && (
                  <TableCell align="right" sx={{ width: 56 }}>
                    <IconButton
                      size="small"
                      aria-label={`${translate('resources.abonents.actions.deleteIntercom')} ${intercom.intercomName}`}
                      onClick={() => ask(intercom)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {mayCall('AddAbonentIntercom') && <AddIntercom abonentId={String(record.id)} />}
      {dialog}
    </Section>
  );
};
