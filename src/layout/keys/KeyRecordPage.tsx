import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ShowBase, useShowContext, useTranslate } from 'react-admin';
import type { KeyResource } from '../../dataProvider/keyMethods';
import type { KeyStatus } from '../../../contract/key-status';
import { LoadErrorMessage, logLoadFailure } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { KeyLifeCycle } from './KeyLifeCycle';

type KeyRecord = { id: string; title: string; status: KeyStatus };

/** One labelled value of a key's page. */
export const Detail = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 180 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
};

const KeyPageBody = ({ resource, details }: { resource: KeyResource; details: (record: KeyRecord) => ReactNode }) => {
  const translate = useTranslate();
  const { record, error, refetch } = useShowContext<KeyRecord>();
  if (error) return <LoadErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <PageHeader
        title={
          record
            ? translate(`resources.${resource}.editNamed`, { name: record.title })
            : translate(`resources.${resource}.edit`)
        }
      />
      {record && (
        <Card sx={{ maxWidth: 720 }}>
          <CardContent>
            <Stack spacing={1}>{details(record)}</Stack>
          </CardContent>
          <Divider />
          <CardContent>
            <KeyLifeCycle resource={resource} keyRecord={record} onChanged={() => void refetch()} />
          </CardContent>
        </Card>
      )}
    </>
  );
};

/**
 * A key's page (its edit route): what it is, its status with the moves allowed from it, and its history.
 * A key's fields do not change after it is issued: only its status moves.
 */
export const KeyRecordPage = <Record extends KeyRecord>({
  resource,
  details,
}: {
  resource: KeyResource;
  details: (record: Record) => ReactNode;
}) => (
  <ShowBase resource={resource} queryOptions={{ onError: logLoadFailure }}>
    <KeyPageBody resource={resource} details={details as (record: KeyRecord) => ReactNode} />
  </ShowBase>
);
