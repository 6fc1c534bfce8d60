import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { DeviceRecord } from '../../../contract/devices';
import { useArea } from '../../areas/AreaContext';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useMayCall } from '../../session/permissions';

/** What a resync names and calls: the devices list's rows, and the devices of a resident's doors. */
type ResyncedDevice = Pick<DeviceRecord, 'id' | 'kind' | 'name'>;

/**
 * Makes `device` take a fresh snapshot at its next call, after asking (the question names it), for a role
 * that may; `onDone` then reads again what shows its state. `icon`: a table row's button, its label on
 * hover (a row has little room); a phone's card has the word.
 */
export const ResyncButton = ({
  device,
  onDone,
  icon = false,
}: {
  device: ResyncedDevice;
  onDone: () => void;
  icon?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const area = useArea();
  const mayCall = useMayCall();
  const [asking, setAsking] = useState(false);
  const resync = useMutation({
    mutationFn: (record: ResyncedDevice) => dataProvider.resyncDevice(area, record.kind, record.id),
    onSuccess: ({ data }, record) => {
      setAsking(false);
      notify(data.neverSynced ? 'resources.devices.resync.neverSynced' : 'resources.devices.resync.done', {
        type: 'success',
        messageArgs: { name: record.name },
      });
      onDone();
    },
    onError: notifyFailure,
  });
  if (!mayCall(area === 'platform' ? 'ResyncPlatformDevice' : 'ResyncDevice')) return null;
  const names = { name: device.name, kind: translate(`resources.devices.kinds.${device.kind}`) };
  const label = translate('resources.devices.resync.label', names);
  const ask = (event: MouseEvent) => {
    // Not the row's own click, which opens the device.
    event.stopPropagation();
    setAsking(true);
  };
  return (
    <>
      {icon ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} disabled={resync.isPending} onClick={ask}>
            <Sync fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<Sync />} aria-label={label} disabled={resync.isPending} onClick={ask}>
          {translate('resources.devices.resync.action')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={asking}
        loading={resync.isPending}
        title="resources.devices.resync.title"
        content="resources.devices.resync.content"
        confirm="resources.devices.resync.action"
        translateOptions={names}
        onConfirm={() => resync.mutate(device)}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** The resync of the devices list's row in context: the list is read again at once, so its row says so. */
export const ListResyncButton = ({ icon = false }: { icon?: boolean }) => {
  const device = useRecordContext<DeviceRecord>();
  const { refetch } = useListContext();
  return device ? <ResyncButton device={device} onDone={() => void refetch()} icon={icon} /> : null;
};
