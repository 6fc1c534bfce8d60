import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { DeviceRecord } from '../../../contract/devices';
import { useArea } from '../../areas/AreaContext';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useMayCall } from '../../session/permissions';

/**
 * Makes the device in context take a fresh snapshot at its next call, after asking (the question names
 * it), for a role that may. The list is read again at once, so its row says so.
 */
export const ResyncButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const area = useArea();
  const mayCall = useMayCall();
  const device = useRecordContext<DeviceRecord>();
  const { refetch } = useListContext();
  const [asking, setAsking] = useState(false);
  const resync = useMutation({
    mutationFn: (record: DeviceRecord) => dataProvider.resyncDevice(area, record.kind, record.id),
    onSuccess: ({ data }, record) => {
      setAsking(false);
      notify(data.neverSynced ? 'resources.devices.resync.neverSynced' : 'resources.devices.resync.done', {
        type: 'success',
        messageArgs: { name: record.name },
      });
      void refetch();
    },
    onError: notifyFailure,
  });
  if (!device || !mayCall(area === 'platform' ? 'ResyncPlatformDevice' : 'ResyncDevice')) return null;
  const names = { name: device.name, kind: translate(`resources.devices.kinds.${device.kind}`) };
  return (
    <>
      <Button
        size="small"
        startIcon={<Sync />}
        aria-label={translate('resources.devices.resync.label', names)}
        disabled={resync.isPending}
        onClick={(event) => {
          // Not the row's own click, which opens the device.
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {translate('resources.devices.resync.action')}
      </Button>
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
