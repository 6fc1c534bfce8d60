import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useCanAccess, useCreatePath, useEditContext, useListContext, useRefresh, useTranslate } from 'react-admin';
import { useFailureMessage } from './failureMessage';

/** Spec section 8: a failed load raises no toast; it is logged, and the page says so in place. */
export const logLoadFailure = (error: unknown) => console.error(error);

/**
 * What a list or a record page shows instead of its data when loading failed: the reason (the
 * server's, when it gave one) and a way to try again, rather than an empty list that would mislead.
 */
export const LoadErrorMessage = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const failureMessage = useFailureMessage();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <ErrorOutlined color="error" fontSize="large" />
      <Typography variant="h6" component="p">
        {translate('common.errors.loadFailed')}
      </Typography>
      <Typography color="text.secondary">{failureMessage(error)}</Typography>
      <Button variant="outlined" onClick={onRetry ?? refresh}>
        {translate('common.actions.retry')}
      </Button>
    </Stack>
  );
};

export const ListLoadError = () => <LoadErrorMessage error={useListContext().error} />;

/**
 * A record page whose record is not there (404): deleted, or a wrong link. Trying again would not help;
 * a record deleted in the last 30 days is restored from Recently deleted, where the caller may open it.
 */
const RecordGone = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'deleted', action: 'list' });
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <DeleteOutlined color="action" fontSize="large" />
      <Typography variant="h6" component="p">
        {translate('common.errors.recordGone')}
      </Typography>
      <Typography color="text.secondary">{translate('common.errors.recordGoneRestore')}</Typography>
      {canAccess && (
        <Button variant="outlined" component={Link} to={createPath({ resource: 'deleted', type: 'list' })}>
          {translate('common.actions.openDeleted')}
        </Button>
      )}
    </Stack>
  );
};

export const RecordLoadError = () => {
  const { error } = useEditContext();
  return (error as { status?: number } | null)?.status === 404 ? <RecordGone /> : <LoadErrorMessage error={error} />;
};
