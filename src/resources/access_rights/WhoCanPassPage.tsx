import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Form, Link, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PasserRecord, PassReason } from '../../../contract/access-right';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import { toInstant } from '../../layout/inputs/instant';
import { ReferenceSelectInput } from '../../layout/inputs/ReferenceSelectInput';
import { PageHeader } from '../../layout/PageHeader';
import { useFailureMessage } from '../../layout/failureMessage';

/** The record a row opens: the right or the abonent; a guest link opens the guest links (they have no page of their own). */
const recordResource = { right: 'access_rights', guestPass: 'guest_passes', abonent: 'abonents' } as const;
const recordPath = (list: string, item: PasserRecord) =>
  item.kind === 'guestPass' ? list : `${list}/edit/${item.recordId}`;

/** Now, as a `datetime-local` value in the browser's time. */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A local `datetime-local` value as an instant in the browser's own offset, so the daily hours read on its clock. */
const withOffset = (local: string) => {
  const instant = toInstant(local);
  if (!instant) return undefined;
  const offset = -new Date(instant).getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0');
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
};

/** One reason in the person's language: dates as dates, the rest as given. */
const useReason = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return ({ key, args }: PassReason) =>
    translate(key, {
      ...args,
      ...(typeof args.at === 'string' && {
        at: new Date(args.at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
      }),
    });
};

const Answer = ({ items, point }: { items: PasserRecord[]; point: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const reason = useReason();
  const passing = items.filter((item) => item.passes).length;
  if (items.length === 0)
    return <Alert severity="info">{translate('resources.access_rights.whoCanPass.nobody')}</Alert>;
  return (
    <Card variant="outlined">
      <Typography sx={{ p: 2 }} data-testid="who-can-pass-summary">
        {translate('resources.access_rights.whoCanPass.summary', { passing, total: items.length, point })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.access_rights.fields.name')}</TableCell>
              <TableCell>{translate('resources.access_rights.whoCanPass.kind')}</TableCell>
              <TableCell>{translate('resources.access_rights.whoCanPass.reasons')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid="who-can-pass-row" data-passes={item.passes}>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Stack spacing={0.5}>
                    <Link to={recordPath(createPath({ resource: recordResource[item.kind], type: 'list' }), item)}>
                      {item.name}
                    </Link>
                    {item.phone && (
                      <Typography variant="body2" color="text.secondary">
                        {formatPhoneNumber(item.phone)}
                      </Typography>
                    )}
                    {item.carNumber && (
                      <Typography variant="body2" color="text.secondary">
                        {item.carNumber}
                      </Typography>
                    )}
                  </Stack>
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <Chip
                      size="small"
                      color={item.passes ? 'success' : 'default'}
                      variant={item.passes ? 'filled' : 'outlined'}
                      label={translate(`resources.access_rights.whoCanPass.${item.passes ? 'passes' : 'stopped'}`)}
                    />
                    <Typography variant="body2">
                      {translate(`resources.access_rights.whoCanPass.kinds.${item.kind}`)}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top', minWidth: 240 }}>
                  {item.reasons.map(reason).join('; ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
};

/** The question (a point and a moment) and its answer, asked again as either changes. */
const WhoCanPassQuery = () => {
  const translate = useTranslate();
  const failure = useFailureMessage();
  const dataProvider = useConsoleDataProvider();
  const pointId = useWatch({ name: 'pointId' }) as string | null;
  const [local, setLocal] = useState(localNow);
  const [answer, setAnswer] = useState<{ items: PasserRecord[]; point: string } | { error: string } | undefined>();
  useEffect(() => {
    const at = withOffset(local);
    setAnswer(undefined);
    if (!pointId || !at) return;
    let current = true;
    dataProvider
      .getWhoCanPass(pointId, at)
      .then(({ data }) => current && setAnswer(data))
      .catch((error: unknown) => current && setAnswer({ error: failure(error) }));
    return () => {
      current = false;
    };
  }, [dataProvider, failure, pointId, local]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 2 }}>
          <ReferenceSelectInput
            source="pointId"
            reference="access_targets"
            optionText="name"
            filter={{ kind: 'point' }}
          />
        </Box>
        <TextField
          sx={{ flex: 1, mt: { md: 1 } }}
          type="datetime-local"
          label={translate('resources.access_rights.whoCanPass.at')}
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {!pointId && <Alert severity="info">{translate('resources.access_rights.whoCanPass.pick')}</Alert>}
      {answer && 'error' in answer && <Alert severity="error">{answer.error}</Alert>}
      {answer && 'items' in answer && <Answer {...answer} />}
    </Stack>
  );
};

/** Who can pass a chosen access point at a chosen moment, and why (/access_rights/who-can-pass). */
export const WhoCanPassPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeader title={translate('resources.access_rights.whoCanPass.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.access_rights.whoCanPass.intro')}
      </Typography>
      <Form record={{ pointId: null }}>
        <WhoCanPassQuery />
      </Form>
    </Box>
  );
};
