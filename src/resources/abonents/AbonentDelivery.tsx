import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreatePath, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { DeliveryCredential, DeliveryDevice } from '../../../contract/delivery';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useFormatMoment } from '../../layout/fields/dates';
import { useLiveRefresh } from '../../layout/live/useLiveRefresh';
import { LoadErrorMessage } from '../../layout/LoadError';
import { useMayCall } from '../../session/permissions';
import { ResyncButton } from '../devices/ResyncButton';
import { Section } from './Section';

const T = 'resources.abonents.delivery';

/** Where a device that does not yet hold the change stands: why it waits. */
const useWaitingReason = () => {
  const translate = useTranslate();
  const formatMoment = useFormatMoment();
  return (device: DeliveryDevice) => {
    if (!device.online)
      return device.lastSeenAt
        ? translate(`${T}.offlineSince`, { at: formatMoment(device.lastSeenAt) })
        : translate(`${T}.neverSeen`);
    if (device.syncState === 'behind') return translate(`${T}.behind`, { smart_count: device.pendingChanges ?? 0 });
    return translate(`${T}.states.${device.syncState}`);
  };
};

/** A credential as a person reads it: "Card 917501", "Phone +79161234567". */
const useCredentialLabel = () => {
  const translate = useTranslate();
  return (credential: Pick<DeliveryCredential, 'kind' | 'value'>) =>
    translate(`${T}.credential.${credential.kind}`, {
      value: credential.kind === 'phone' ? `+${credential.value}` : credential.value,
    });
};

/** Sends the abonent's credentials (or one) to the doors again, once confirmed with what it affects. */
const ResendButton = ({
  abonentId,
  credential,
  devices,
  onSent,
}: {
  abonentId: string;
  credential?: DeliveryCredential;
  devices: number;
  onSent: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const credentialLabel = useCredentialLabel();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const what = credential ? credentialLabel(credential) : undefined;
  const label = what ? translate(`${T}.resendOne`, { credential: what }) : translate(`${T}.resendAll`);

  const send = async () => {
    setSending(true);
    try {
      const key = credential ? `${credential.kind}:${credential.value}` : undefined;
      await dataProvider.resendAbonentCredentials(abonentId, key);
      notify(`${T}.sent`, { type: 'success', messageArgs: { smart_count: devices } });
      onSent();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSending(false);
      setAsking(false);
    }
  };

  return (
    <>
      {credential ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} size="small" onClick={() => setAsking(true)}>
            <Send fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<Send />} onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        isOpen={asking}
        loading={sending}
        title={what ? `${T}.confirmOne` : `${T}.confirmAll`}
        titleTranslateOptions={{ credential: what }}
        content={`${T}.confirmText`}
        contentTranslateOptions={{ smart_count: devices }}
        confirm={`${T}.send`}
        onConfirm={() => void send()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** One device's part in a change: it holds it (since when), or it waits (since when, and why). */
const DeviceState = ({ device }: { device: DeliveryDevice }) => {
  const translate = useTranslate();
  const formatMoment = useFormatMoment();
  const waitingReason = useWaitingReason();
  if (device.reached)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircle color="success" fontSize="small" aria-hidden />
        <Typography variant="body2">
          {device.reachedAt
            ? translate(`${T}.reachedAt`, { at: formatMoment(device.reachedAt) })
            : translate(`${T}.reached`)}
          {device.syncState === 'drift' && ` — ${translate(`${T}.states.drift`)}`}
        </Typography>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <HourglassTop color="warning" fontSize="small" aria-hidden />
      <Typography variant="body2">
        {device.pendingSince
          ? translate(`${T}.waitingSince`, { at: formatMoment(device.pendingSince) })
          : translate(`${T}.waiting`)}
        {': '}
        {waitingReason(device)}
      </Typography>
    </Stack>
  );
};

/** Each credential: on how many devices, and each device's part, blocked cards included. */
const CredentialLines = ({
  credentials,
  devices,
  abonentId,
  mayResend,
  onSent,
}: {
  credentials: DeliveryCredential[];
  devices: DeliveryDevice[];
  abonentId: string;
  mayResend: boolean;
  onSent: () => void;
}) => {
  const translate = useTranslate();
  const formatMoment = useFormatMoment();
  const credentialLabel = useCredentialLabel();
  const nameOf = new Map(devices.map((device) => [device.id, device.name]));
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={translate(`${T}.credentials`)}>
      {credentials.map((credential) => {
        const reached = credential.devices.filter((device) => device.reached).length;
        const counts = { reached, smart_count: credential.devices.length };
        const summary = credential.blockedAt
          ? translate(`${T}.blockedRemoved`, { ...counts, at: formatMoment(credential.blockedAt) })
          : credential.current
            ? translate(`${T}.onDevices`, counts)
            : translate(`${T}.removedFrom`, counts);
        return (
          <li key={`${credential.kind}:${credential.value}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 500 }}>
                    {credentialLabel(credential)}
                  </Box>
                  {' — '}
                  {summary}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
                  {credential.devices
                    .map((device) =>
                      translate(`${T}.deviceAt`, {
                        device: nameOf.get(device.id) ?? device.id,
                        state: device.reached
                          ? device.reachedAt
                            ? formatMoment(device.reachedAt)
                            : translate(`${T}.reached`)
                          : translate(`${T}.waiting`),
                      }),
                    )
                    .join('; ')}
                </Typography>
              </Box>
              {mayResend && (
                <ResendButton
                  abonentId={abonentId}
                  credential={credential}
                  devices={credential.devices.length}
                  onSent={onSent}
                />
              )}
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
};

/**
 * Where the abonent's credentials stand at the devices of their doors (GetAbonentDelivery): reached K of
 * N devices, each device's state since when and why, and per card, phone or key the same, blocked cards
 * included; sending them again (all, one credential, or a waiting device's whole set: its resync). Read from the devices' own acknowledgements, and kept live.
 */
export const AbonentDelivery = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const createPath = useCreatePath();
  const mayResend = useMayCall()('ResendAbonentCredentials');
  const abonentId = record?.id === undefined ? undefined : String(record.id);
  const delivery = useQuery({
    queryKey: ['abonents', 'delivery', abonentId],
    queryFn: async () => (await dataProvider.getAbonentDelivery(abonentId!)).data,
    enabled: abonentId !== undefined,
  });
  useLiveRefresh(() => delivery.refetch(), { paused: abonentId === undefined });
  const data = delivery.data;
  const refetch = () => void delivery.refetch();
  const devices = data?.devices ?? [];
  return (
    <Section
      title={`${T}.title`}
      actions={
        mayResend &&
        abonentId &&
        devices.length > 0 && <ResendButton abonentId={abonentId} devices={devices.length} onSent={refetch} />
      }
    >
      {delivery.isPending ? (
        <LinearProgress />
      ) : delivery.isError || !data ? (
        <LoadErrorMessage error={delivery.error} onRetry={refetch} />
      ) : devices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.noDevices`)}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" role="status">
            {translate(`${T}.summary`, {
              reached: devices.filter((device) => device.reached).length,
              smart_count: devices.length,
            })}
          </Typography>
          <Table size="small" aria-label={translate(`${T}.devices`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.device`)}</TableCell>
                <TableCell>{translate(`${T}.state`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {devices.map((device) => (
                <TableRow key={device.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={createPath({
                        resource: device.kind === 'localServer' ? 'local_servers' : 'controllers',
                        id: device.id,
                        type: 'edit',
                      })}
                    >
                      {device.name}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
                      {translate(`${T}.kinds.${device.kind}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <DeviceState device={device} />
                      {!device.reached && <ResyncButton device={device} onDone={refetch} icon />}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <CredentialLines
            credentials={data.credentials}
            devices={devices}
            abonentId={abonentId!}
            mayResend={mayResend}
            onSent={refetch}
          />
        </Stack>
      )}
    </Section>
  );
};
