import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { DeviceDoor } from '../../../contract/device-doors';
import type { DeviceKind } from '../../dataProvider/deviceMethods';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useNotifyFailure } from '../../layout/failureMessage';
import { LoadErrorMessage } from '../../layout/LoadError';
import { ReferenceMultiSelectInput } from '../../layout/inputs/ReferenceMultiSelectInput';
import { useMayCall } from '../../session/permissions';
import { Section } from '../abonents/Section';

const wrappedChip = { whiteSpace: 'normal', py: 0.5 } as const;

const doorsKey = (kind: DeviceKind, id: string) => ['deviceDoors', kind, id];

/** Save, while the choice differs from what is stored. */
const SaveDoors = ({ saving }: { saving: boolean }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={!isDirty || saving}>
      {translate('resources.local_servers.doors.save')}
    </Button>
  );
};

/**
 * The access points a device serves, chosen from the company's by their path (searched on the server),
 * saved on their own (Set…Doors): the device then loads its doors afresh. A role that may not set them
 * sees the choice read-only.
 */
const DoorsForm = ({ kind, id, doors }: { kind: DeviceKind; id: string; doors: DeviceDoor[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useConsoleDataProvider();
  const readOnly = !useMayCall()(kind === 'controller' ? 'SetControllerDoors' : 'SetLocalServerDoors');
  const save = useMutation({
    mutationFn: (accessPointIds: string[]) => dataProvider.setDeviceDoors(kind, id, accessPointIds),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(doorsKey(kind, id), { data });
      notify('resources.local_servers.doors.saved', { type: 'success' });
      refresh();
    },
    onError: notifyFailure,
  });
  return (
    <Form
      record={{ id, accessPointIds: doors.map((door) => door.id), doors }}
      onSubmit={(values: { accessPointIds?: string[] }) => !readOnly && save.mutate(values.accessPointIds ?? [])}
      disabled={readOnly}
      noValidate
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {doors.length === 0
          ? translate('resources.local_servers.doors.none')
          : translate('resources.local_servers.doors.count', { smart_count: doors.length })}
        {!readOnly && `. ${translate('resources.local_servers.doors.help')}`}
      </Typography>
      {/* A chosen point's whole path, on two lines where the screen is narrow: its end is the point's name. */}
      <Box sx={{ '& .MuiAutocomplete-tag': { height: 'auto' }, '& .MuiAutocomplete-tag .MuiChip-label': wrappedChip }}>
        <ReferenceMultiSelectInput
          source="accessPointIds"
          reference="access_points"
          optionText="path"
          current="doors"
        />
      </Box>
      {!readOnly && (
        <Stack direction="row" spacing={1}>
          <SaveDoors saving={save.isPending} />
        </Stack>
      )}
    </Form>
  );
};

/** Loads a device's doors, then its form; a new form (from what is stored) after each save. */
export const DeviceDoors = ({ kind, id }: { kind: DeviceKind; id: string }) => {
  const dataProvider = useConsoleDataProvider();
  const doors = useQuery({ queryKey: doorsKey(kind, id), queryFn: () => dataProvider.getDeviceDoors(kind, id) });
  if (doors.isPending) return <LinearProgress />;
  if (doors.isError) return <LoadErrorMessage error={doors.error} onRetry={() => void doors.refetch()} />;
  const key = doors.data.data.map((door) => door.id).join();
  return <DoorsForm key={key} kind={kind} id={id} doors={doors.data.data} />;
};

/** The doors of the device whose page this is (a controller, a local server), as a section of it. */
export const DeviceDoorsSection = ({ kind }: { kind: DeviceKind }) => {
  const device = useRecordContext<{ id: string }>();
  if (!device) return null;
  return (
    <Section title="resources.local_servers.doors.title">
      <DeviceDoors kind={kind} id={String(device.id)} />
    </Section>
  );
};
