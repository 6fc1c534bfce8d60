import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CompanyRoleRecord } from '../../../contract/company-role';
import { COMPANY_ROLES, COMPANY_ROLE_NAMES } from '../../../contract/permissions';
import { useDelete, useGetList } from '../../dataProvider/typedHooks';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useMayCall } from '../../session/permissions';
import { Section } from '../abonents/Section';
import { levelOf, PERMISSION_KINDS } from './roleNames';
import { RoleDialog } from './RoleDialog';

interface MatrixColumn {
  key: string;
  name: string;
  permissions: readonly string[];
  own?: CompanyRoleRecord;
}

/**
 * The company's roles as a matrix: a row for each kind of record, a column for each role (the built-in
 * ones, then the company's own), each cell what the role allows of it. The company's own roles are made,
 * changed and deleted here by whoever may manage the company.
 */
export const CompanyRolesSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const mayCall = useMayCall();
  const [editing, setEditing] = useState<CompanyRoleRecord | 'new'>();
  const [deleting, setDeleting] = useState<CompanyRoleRecord>();
  const { data: own = [] } = useGetList<CompanyRoleRecord>('company_roles', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [deleteOne, { isPending: removing }] = useDelete<CompanyRoleRecord>();
  const columns: MatrixColumn[] = [
    ...COMPANY_ROLE_NAMES.map((name) => ({
      key: name,
      name: translate(`resources.company_roles.builtIn.${name}`),
      permissions: COMPANY_ROLES[name],
    })),
    ...own.map((role) => ({ key: role.id, name: role.name, permissions: role.permissions, own: role })),
  ];
  const mayChange = mayCall('EditCompanyRole');
  const remove = (role: CompanyRoleRecord) =>
    deleteOne(
      'company_roles',
      { id: role.id, previousData: role },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.company_roles.notifications.deleted', { type: 'success' }),
        onError: notifyFailure,
        onSettled: () => setDeleting(undefined),
      },
    );
  return (
    <Section
      title="resources.company_roles.title"
      actions={
        mayCall('AddCompanyRole') && (
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            {translate('resources.company_roles.add')}
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.company_roles.help')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={translate('resources.company_roles.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.company_roles.permission')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ minWidth: 120, verticalAlign: 'bottom' }}>
                  <Typography variant="subtitle2" component="span">
                    {column.name}
                  </Typography>
                  {column.own && (
                    <Stack direction="row" sx={{ alignItems: 'center' }}>
                      <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
                        {column.own.administrators > 0
                          ? translate('resources.company_roles.administrators', {
                              smart_count: column.own.administrators,
                            })
                          : translate('resources.company_roles.noAdministrators')}
                      </Typography>
                      {mayChange && (
                        <>
                          <IconButton
                            size="small"
                            aria-label={translate('resources.company_roles.edit', { name: column.name })}
                            onClick={() => setEditing(column.own)}
                          >
                            <Edit fontSize="small" />
                          </IconButton>
                          {column.own.administrators === 0 && (
                            <IconButton
                              size="small"
                              aria-label={translate('resources.company_roles.delete', { name: column.name })}
                              onClick={() => setDeleting(column.own)}
                            >
                              <DeleteOutlined fontSize="small" />
                            </IconButton>
                          )}
                        </>
                      )}
                    </Stack>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PERMISSION_KINDS.map((kind) => (
              <TableRow key={kind.kind}>
                <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                  {translate(`resources.company_roles.kinds.${kind.kind}`)}
                </TableCell>
                {columns.map((column) => {
                  const level = levelOf(kind, column.permissions);
                  return (
                    <TableCell key={column.key} sx={{ color: level === 'none' ? 'text.disabled' : undefined }}>
                      {translate(`resources.company_roles.levels.${level}`)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && <RoleDialog role={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        isOpen={!!deleting}
        loading={removing}
        title={translate('resources.company_roles.delete', { name: deleting?.name ?? '' })}
        content={translate('resources.company_roles.confirmDelete', { name: deleting?.name ?? '' })}
        confirmColor="warning"
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </Section>
  );
};
