import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import { useRecordContext, useTranslate } from 'react-admin';
import { type AccessRightRecord, accessRightDefaults } from '../../../contract/access-right';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ResourceCreate, ResourceEdit } from '../../layout/forms/ResourcePages';
import { useMayCall } from '../../session/permissions';
import { AccessRightForm } from './AccessRightForm';
import { StatusChip } from './StatusChip';
import { useRevoke } from './useRevoke';

/**
 * Revoking the right on its page: asked first, naming who and where; gone once it is revoked, and for a
 * role that may not revoke it.
 */
const RevokeButton = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const right = useRecordContext<AccessRightRecord>();
  const mayRevoke = useMayCall()('RevokeAccessRight');
  const { ask, dialog } = useRevoke({
    resource: 'access_rights',
    revoke: (id) => dataProvider.revokeAccessRight(id),
    content: () => ({
      message: 'resources.access_rights.confirm.revokeContent',
      args: { name: right?.name ?? '', target: right?.target ?? '' },
    }),
  });
  if (!right || right.status === 'revoked' || !mayRevoke) return null;
  return (
    <>
      <Button color="warning" startIcon={<BlockIcon />} onClick={() => ask(right.id)}>
        {translate('resources.access_rights.actions.revoke')}
      </Button>
      {dialog}
    </>
  );
};

export const AccessRightCreate = () => (
  <ResourceCreate record={accessRightDefaults}>
    <AccessRightForm />
  </ResourceCreate>
);

export const AccessRightEdit = () => (
  <ResourceEdit
    actions={
      <>
        <StatusChip resource="access_rights" />
        <RevokeButton />
      </>
    }
  >
    <AccessRightForm />
  </ResourceEdit>
);
