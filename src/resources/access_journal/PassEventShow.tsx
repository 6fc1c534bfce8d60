import { useGetOne } from '../../dataProvider/typedHooks';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useCreatePath, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { PassEventDetail } from '../../../contract/journal';
import { formatPhoneNumber } from '../../layout/fields/PhoneField';
import { LoadErrorMessage } from '../../layout/LoadError';
import { PageHeader } from '../../layout/PageHeader';
import { useFormatDateTime } from './format';
import { ResultChip } from './ResultChip';
import { useEditPath } from '../../layout/editRoute';

const Line = ({ label, children }: { label: string; children: ReactNode }) =>
  children === null || children === undefined || children === '' || children === false ? null : (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.75 }}>
      <Typography color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Stack>
  );

/** One pass event with the decision stored with it (a row opens the event and the abonent). */
export const PassEventShow = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const editPath = useEditPath();
  const formatDateTime = useFormatDateTime();
  const { data: event, isPending, error, refetch } = useGetOne<PassEventDetail>('access_journal', { id: id! });
  const t = (key: string, options?: object) => translate(`resources.access_journal.${key}`, options);
  const back = (
    <Button
      component={RouterLink}
      to={createPath({ resource: 'access_journal', type: 'list' })}
      startIcon={<ArrowBack />}
    >
      {t('back')}
    </Button>
  );
  if (isPending) return <LinearProgress />;
  if (error || !event) return <LoadErrorMessage error={error} onRetry={() => void refetch()} />;
  const { decision } = event;
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageHeader title={`${event.accessPointName} · ${formatDateTime(event.occurredAt)}`} actions={back}>
        <ResultChip result={event.result} />
      </PageHeader>
      <Card variant="outlined">
        <CardContent>
          <Line label={t('fields.dateTime')}>{formatDateTime(event.occurredAt)}</Line>
          <Line label={t('fields.accessPoint')}>{event.accessPointName}</Line>
          <Line label={t('fields.keyType')}>{t(`keyType.${event.keyType}`)}</Line>
          <Line label={t('fields.cardId')}>{event.cardId}</Line>
          <Line label={t('fields.phone')}>{event.phone && formatPhoneNumber(event.phone)}</Line>
          <Line label={t('fields.cars')}>{event.carPlate}</Line>
          <Line label={t('fields.user')}>{event.userName}</Line>
          <Line label={t('fields.accessZone')}>{event.accessZone}</Line>
          <Line label={t('fields.denialReason')}>
            {event.denialReason && t(`denialReasons.${event.denialReason}`, { _: event.denialReason })}
          </Line>
          <Line label={t('fields.source')}>{t(`sources.${event.source}`)}</Line>
          <Line label={t('fields.receivedAt')}>{formatDateTime(event.receivedAt)}</Line>
          <Line label={t('fields.deviceEventId')}>{event.deviceEventId}</Line>
        </CardContent>
      </Card>
      <Card variant="outlined" data-testid="pass-event-decision">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('decision.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('decision.asOf')}
          </Typography>
          {decision.rule && (
            <Typography sx={{ fontWeight: 600, py: 0.75 }}>
              {t(`decision.rules.${decision.rule}`, { _: decision.rule })}
            </Typography>
          )}
          <Line label={t('decision.abonent')}>
            {decision.abonent ? (
              <Link component={RouterLink} to={editPath('abonents', decision.abonent.id)}>
                {decision.abonent.name}, {formatPhoneNumber(decision.abonent.phone)}
              </Link>
            ) : (
              decision.rule !== 'exitButton' && t('decision.none')
            )}
          </Line>
          <Line label={t('decision.key')}>
            {decision.key &&
              `${decision.key.title} (${translate(`resources.abonent_keys.keyTypes.${decision.key.keyType}`, { _: decision.key.keyType })})`}
          </Line>
          <Line label={t('decision.zone')}>
            {decision.zone
              ? `${decision.zone.name}: ${t(decision.zone.coversPoint ? 'decision.coversPoint' : 'decision.missesPoint')}`
              : decision.abonent && t('decision.noZone')}
          </Line>
          <Line label={t('decision.hours')}>
            {decision.hours &&
              `${decision.hours.from}–${decision.hours.until}: ${t(decision.hours.within ? 'decision.within' : 'decision.outside')}`}
          </Line>
          <Line label={t('decision.restrictedBy')}>{decision.restrictedBy?.name}</Line>
          {decision.decidedOn && (
            <Line label={t('decision.decidedOn', { version: decision.decidedOn.version })}>
              {decision.decidedOn.laterChange
                ? t(decision.decidedOn.laterChange.removed ? 'decision.removedAfter' : 'decision.changedAfter', {
                    version: decision.decidedOn.laterChange.version,
                    at: formatDateTime(decision.decidedOn.laterChange.at),
                  })
                : t('decision.unchangedAfter')}
            </Line>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};
