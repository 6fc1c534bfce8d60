import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useState } from 'react';
import {
  DataTable,
  Link,
  SelectInput,
  useCreatePath,
  useNotify,
  useRecordContext,
  useRefresh,
  useStore,
  useTranslate,
} from 'react-admin';
import type { SignedInUser } from '../../../contract/auth';
import { type JoinRequestRecord, joinRequestStatuses } from '../../../contract/join-request';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { PhoneField } from '../../layout/fields/PhoneField';
import { useFormatDateTime } from '../../layout/fields/dates';
import { hiddenBelow, ResourceList, wrapping } from '../../layout/lists/ResourceList';
import { SESSION_KEY } from '../../session/session';
import { useMayCall } from '../../session/permissions';

const colors: Record<JoinRequestRecord['status'], NonNullable<ChipProps['color']>> = {
  pending: 'warning',
  approved: 'success',
  refused: 'default',
};

const StatusField = () => {
  const translate = useTranslate();
  const request = useRecordContext<JoinRequestRecord>();
  if (!request) return null;
  return (
    <Chip
      size="small"
      color={colors[request.status]}
      variant={request.status === 'pending' ? 'filled' : 'outlined'}
      label={translate(`resources.join_requests.statuses.${request.status}`)}
      data-status={request.status}
    />
  );
};

/** Where the resident lives: the address (or that it was removed since), and the apartment under it. */
const HomeField = () => {
  const translate = useTranslate();
  const request = useRecordContext<JoinRequestRecord>();
  if (!request) return null;
  return (
    <Stack sx={{ whiteSpace: 'normal' }}>
      <span>{request.address ?? translate('resources.join_requests.addressGone')}</span>
      <span>{translate('resources.join_requests.apartmentNumber', { apartment: request.apartment })}</span>
    </Stack>
  );
};

const SentField = () => {
  const formatDateTime = useFormatDateTime();
  const request = useRecordContext<JoinRequestRecord>();
  return request ? <>{formatDateTime(request.created)}</> : null;
};

/** Who decided and when, under the status; for an approval, a link to the abonent it registered. */
const DecidedField = () => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const createPath = useCreatePath();
  const request = useRecordContext<JoinRequestRecord>();
  if (!request?.decidedAt) return null;
  const when = formatDateTime(request.decidedAt);
  return (
    <Stack spacing={0.25} sx={{ whiteSpace: 'normal' }}>
      <Typography variant="body2" color="text.secondary">
        {request.decidedBy
          ? translate('resources.join_requests.decidedBy', { who: request.decidedBy, date: when })
          : when}
      </Typography>
      {request.abonentId && (
        <Link
          to={createPath({ resource: 'abonents', type: 'edit', id: request.abonentId })}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {translate('resources.join_requests.actions.abonent')}
        </Link>
      )}
    </Stack>
  );
};

type Decision = 'approve' | 'refuse';

/**
 * Approve and Refuse on a pending request: each asked first, naming the person, apartment and address;
 * each only for a role that may.
 */
const DecideButtons = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const request = useRecordContext<JoinRequestRecord>();
  const [asking, setAsking] = useState<Decision>();
  const [loading, setLoading] = useState(false);
  const mayCall = useMayCall();
  const mayApprove = mayCall('ApproveJoinRequest');
  const mayRefuse = mayCall('RefuseJoinRequest');
  if (!request || request.status !== 'pending' || !(mayApprove || mayRefuse)) return null;
  const decide = async () => {
    if (!asking) return;
    setLoading(true);
    try {
      await (asking === 'approve'
        ? dataProvider.approveJoinRequest(request.id)
        : dataProvider.refuseJoinRequest(request.id));
      notify(`resources.join_requests.notifications.${asking === 'approve' ? 'approved' : 'refused'}`, {
        type: 'success',
      });
      setAsking(undefined);
      refresh();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setLoading(false);
    }
  };
  const args = {
    name: request.name,
    apartment: request.apartment,
    address: request.address ?? translate('resources.join_requests.addressGone'),
  };
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {mayApprove && (
        <Button size="small" variant="contained" startIcon={<Check />} onClick={() => setAsking('approve')}>
          {translate('resources.join_requests.actions.approve')}
        </Button>
      )}
      {mayRefuse && (
        <Button size="small" color="warning" startIcon={<Close />} onClick={() => setAsking('refuse')}>
          {translate('resources.join_requests.actions.refuse')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={asking !== undefined}
        loading={loading}
        title={`resources.join_requests.confirm.${asking === 'refuse' ? 'refuseTitle' : 'approveTitle'}`}
        content={
          <DialogContentText>
            {translate(
              `resources.join_requests.confirm.${asking === 'refuse' ? 'refuseContent' : 'approveContent'}`,
              args,
            )}
          </DialogContentText>
        }
        confirm={`resources.join_requests.actions.${asking ?? 'approve'}`}
        confirmColor={asking === 'refuse' ? 'warning' : 'primary'}
        onConfirm={decide}
        onClose={() => setAsking(undefined)}
      />
    </Stack>
  );
};

/** The status with who decided and when under it. */
const StatusAndDecision = () => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <StatusField />
    <DecidedField />
  </Stack>
);

/** A phone's card under the name and phone: the home, the status and decision, the decision's buttons. */
const CardFooter = () => (
  <Stack spacing={1} sx={{ alignItems: 'flex-start', pt: 0.5 }}>
    <HomeField />
    <StatusAndDecision />
    <DecideButtons />
  </Stack>
);

const ToQr = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [user] = useStore<SignedInUser | undefined>(SESSION_KEY);
  // The registration QR's section is there only for a role that may issue the code.
  const mayIssue = useMayCall()('IssueRegistrationCode');
  if (!user?.companyId || !mayIssue) return null;
  return (
    <Link to={createPath({ resource: 'companies', type: 'edit', id: user.companyId })}>
      {translate('resources.join_requests.toQr')}
    </Link>
  );
};

/**
 * The company's join requests (/join_requests): residents who asked from the registration QR, pending
 * ones first; each pending one approved (the abonent is registered) or refused, after a question that
 * names the person and the apartment.
 */
export const JoinRequestList = () => {
  const translate = useTranslate();
  const statuses = joinRequestStatuses.map((status) => ({
    id: status,
    name: translate(`resources.join_requests.statuses.${status}`),
  }));
  return (
    <>
      <ResourceList
        sort={{ field: 'pendingFirst', order: 'DESC' }}
        filters={[<SelectInput key="status" source="status" choices={statuses} alwaysOn sx={{ minWidth: 150 }} />]}
        header={<ToQr />}
        mobile={{ primary: 'name', secondary: <PhoneField source="phoneNumber" />, tertiary: <CardFooter /> }}
      >
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="phoneNumber" disableSort>
          <PhoneField source="phoneNumber" />
        </DataTable.Col>
        <DataTable.Col source="address" disableSort cellSx={wrapping}>
          <HomeField />
        </DataTable.Col>
        <DataTable.Col source="created" disableSort sx={hiddenBelow('xl')}>
          <SentField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusAndDecision />
        </DataTable.Col>
        <DataTable.Col>
          <DecideButtons />
        </DataTable.Col>
      </ResourceList>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {translate('resources.join_requests.help')}
      </Typography>
    </>
  );
};
