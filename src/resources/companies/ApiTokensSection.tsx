import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  API_TOKEN_DEFAULT_DAYS,
  apiTokenForm,
  COMPANY_TOKEN_SCHEME,
  type CompanyApiTokenRecord,
} from '../../../contract/company-api-token';
import { issueMessage } from '../../../contract/issue-messages';
import { COMPANY_ROLE_NAMES, DEFAULT_COMPANY_ROLE } from '../../../contract/permissions';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useFormatDateTime } from '../../layout/fields/dates';
import { useTranslateMessage } from '../../layout/useTranslateMessage';
import { Section } from '../abonents/Section';
import { companyRolesQueryKey } from '../company_roles/RoleInput';
import { useRoleName } from '../company_roles/roleNames';
import { TokenDialog } from './TokenDialog';

const VALID_DAYS = [30, 90, 180, 365];
const T = 'resources.companies.apiTokens';

type TokenState = 'active' | 'expired' | 'revoked';
const stateOf = (token: CompanyApiTokenRecord): TokenState =>
  token.revokedAt ? 'revoked' : Date.parse(token.expiresAt) <= Date.now() ? 'expired' : 'active';

/** Issuing a token: its name (what system uses it), its role and how long it lives. */
const IssueDialog = ({
  companyId,
  onIssued,
  onClose,
}: {
  companyId?: string;
  onIssued: (header: string) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const titleId = useId();
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>(DEFAULT_COMPANY_ROLE);
  const [days, setDays] = useState(API_TOKEN_DEFAULT_DAYS);
  const [nameError, setNameError] = useState<string>();
  const { data: ownRoles } = useQuery({
    queryKey: companyRolesQueryKey(companyId ?? 'own'),
    queryFn: () => dataProvider.getCompanyRoles(companyId),
  });
  const issue = useMutation({
    mutationFn: () =>
      dataProvider.issueCompanyApiToken({ CompanyId: companyId, Name: name.trim(), Role: role, ValidDays: days }),
    onSuccess: ({ data }) => onIssued(`${COMPANY_TOKEN_SCHEME} ${data.id}:${data.token}`),
    onError: notifyFailure,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = apiTokenForm.shape.name.safeParse(name, { error: issueMessage });
    if (!checked.success) return setNameError(checked.error.issues[0].message);
    issue.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`${T}.issue`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate(`${T}.fields.name`)}
              helperText={nameError ? translateMessage(nameError) : translate(`${T}.nameHelp`)}
              error={!!nameError}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
              required
              fullWidth
            />
            <TextField
              select
              label={translate(`${T}.fields.role`)}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              fullWidth
            >
              {COMPANY_ROLE_NAMES.map((builtIn) => (
                <MenuItem key={builtIn} value={builtIn}>
                  {translate(`resources.company_roles.builtIn.${builtIn}`)}
                </MenuItem>
              ))}
              {(ownRoles?.data.items ?? []).map((own) => (
                <MenuItem key={own.id} value={own.id}>
                  {own.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate(`${T}.fields.validDays`)}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              fullWidth
            >
              {VALID_DAYS.map((count) => (
                <MenuItem key={count} value={count}>
                  {translate(`${T}.days`, { smart_count: count })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={issue.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={issue.isPending}>
            {translate(`${T}.issue`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * A company's API tokens (README, "The company API"): each with its role, when it expires and when it
 * was last used; issuing one shows the Authorization header once; revoking one asks first, naming it.
 * `companyId`: the platform's company page names the company; the company's own page does not.
 */
export const ApiTokensSection = ({ companyId }: { companyId?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const roleName = useRoleName();
  const formatDateTime = useFormatDateTime();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['companies', 'apiTokens', companyId ?? 'own'];
  const [issuing, setIssuing] = useState(false);
  const [header, setHeader] = useState<string>();
  const [revoking, setRevoking] = useState<CompanyApiTokenRecord>();
  const { data } = useQuery({ queryKey, queryFn: () => dataProvider.getCompanyApiTokens(companyId) });
  const changed = () => queryClient.invalidateQueries({ queryKey });
  const revoke = useMutation({
    mutationFn: (token: CompanyApiTokenRecord) => dataProvider.revokeCompanyApiToken(token.id),
    onSuccess: () => {
      notify(`${T}.notifications.revoked`, { type: 'success' });
      void changed();
    },
    onError: notifyFailure,
    onSettled: () => setRevoking(undefined),
  });
  const tokens = data?.data.items ?? [];
  return (
    <Section
      title={`${T}.title`}
      actions={
        <Button startIcon={<Add />} onClick={() => setIssuing(true)}>
          {translate(`${T}.issue`)}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.help`)}
      </Typography>
      {tokens.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${T}.empty`)}
        </Typography>
      ) : (
        <List dense>
          {tokens.map((token) => {
            const state = stateOf(token);
            return (
              <ListItem
                key={token.id}
                disableGutters
                secondaryAction={
                  state === 'active' && (
                    <Button color="error" size="small" onClick={() => setRevoking(token)}>
                      {translate(`${T}.revoke`)}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', pr: 10 }}>
                      <span>{token.name}</span>
                      <Chip size="small" label={roleName(token)} variant="outlined" />
                      {state !== 'active' && <Chip size="small" label={translate(`${T}.states.${state}`)} />}
                    </Stack>
                  }
                  secondary={[
                    translate(`${T}.expires`, { date: formatDateTime(token.expiresAt) }),
                    token.lastUsedAt
                      ? translate(`${T}.lastUsed`, { date: formatDateTime(token.lastUsedAt) })
                      : translate(`${T}.neverUsed`),
                    token.createdByName && translate(`${T}.issuedBy`, { name: token.createdByName }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {issuing && (
        <IssueDialog
          companyId={companyId}
          onIssued={(value) => {
            setIssuing(false);
            setHeader(value);
            notify(`${T}.notifications.issued`, { type: 'success' });
            void changed();
          }}
          onClose={() => setIssuing(false)}
        />
      )}
      <TokenDialog
        token={header}
        label={`${T}.fields.header`}
        note={`${T}.headerHelp`}
        onClose={() => setHeader(undefined)}
      />
      <ConfirmDialog
        isOpen={!!revoking}
        loading={revoke.isPending}
        title={`${T}.revoke`}
        content={translate(`${T}.confirmRevoke`, { name: revoking?.name ?? '' })}
        confirmColor="warning"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(undefined)}
      />
    </Section>
  );
};
