import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useFormatDateTime } from '../../layout/fields/dates';
import { LoadErrorMessage } from '../../layout/LoadError';
import { Section } from './Section';

/**
 * How the abonent is let in, in one place: their zone, the doors whose credential sets hold theirs (what
 * each holds: card, phone, app key, car plate), and the access rights granted to their phone. Read from
 * the sets the doors decide with, so it says what Who can pass and the journal say.
 */
export const AbonentAccess = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const createPath = useCreatePath();
  const formatDateTime = useFormatDateTime();
  const abonentId = record?.id === undefined ? undefined : String(record.id);
  const access = useQuery({
    queryKey: ['abonents', 'access', abonentId],
    queryFn: async () => (await dataProvider.getAbonentAccess(abonentId!)).data,
    enabled: abonentId !== undefined,
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.abonents.access.${key}`, options);
  const data = access.data;
  return (
    <Section title="resources.abonents.access.title">
      {access.isPending ? (
        <LinearProgress />
      ) : access.isError || !data ? (
        <LoadErrorMessage error={access.error} onRetry={() => void access.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2">{data.zone ? t('zone', { zone: data.zone }) : t('noZone')}</Typography>
          {data.doors.length > 0 && (
            <Table size="small" aria-label={t('doors')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('door')}</TableCell>
                  <TableCell>{t('through')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.doors.map((door) => (
                  <TableRow key={door.id}>
                    <TableCell>{door.path}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {door.means.map((means) => (
                          <Chip key={means} size="small" variant="outlined" label={t(`means.${means}`)} />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {data.doorsTotal > data.doors.length && (
            <Typography variant="body2" color="text.secondary">
              {t('moreDoors', { smart_count: data.doorsTotal - data.doors.length })}
            </Typography>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('rights')}
          </Typography>
          {data.rights.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noRights')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
              {data.rights.map((right) => (
                <li key={right.id}>
                  <Link
                    component={RouterLink}
                    to={createPath({ resource: 'access_rights', id: right.id, type: 'edit' })}
                  >
                    {right.name}
                  </Link>
                  {' — '}
                  {t('right', {
                    type: translate(`resources.access_rights.types.${right.type}`),
                    target: right.target,
                  })}
                  {right.activeTo && `, ${t('until', { at: formatDateTime(right.activeTo) })}`}
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Section>
  );
};
