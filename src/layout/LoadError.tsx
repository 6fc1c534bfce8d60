import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useEditContext,
  useListContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFailureMessage } from './failureMessage';

/** Spec section 8: a failed load raises no toast; it is logged, and the page says so in place. */
export const logLoadFailure = (error: unknown) => console.error(error);

/** What stands in place of a page's data: an icon, what happened, why, and what to do about it. */
const InPlace = ({
  icon,
  title,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  action: ReactNode;
}) => (
  <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
    {icon}
    <Typography variant="h6" component="p">
      {title}
    </Typography>
    <Typography color="text.secondary">{detail}</Typography>
    {action}
  </Stack>
);

/**
 * What a list or a record page shows instead of its data when loading failed: the reason (the
 * server's, when it gave one) and a way to try again, rather than an empty list that would mislead.
 */
export const LoadErrorMessage = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const failureMessage = useFailureMessage();
  return (
    <InPlace
      icon={<ErrorOutlined color="error" fontSize="large" />}
      title={translate('common.errors.loadFailed')}
      detail={failureMessage(error)}
      action={
        <Button variant="outlined" onClick={onRetry ?? refresh}>
          {translate('common.actions.retry')}
        </Button>
      }
    />
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
    <InPlace
      icon={<DeleteOutlined color="action" fontSize="large" />}
      title={translate('common.errors.recordGone')}
      detail={translate('common.errors.recordGoneRestore')}
      action={
        canAccess && (
          <Button variant="outlined" component={Link} to={createPath({ resource: 'deleted', type: 'list' })}>
            {translate('common.actions.openDeleted')}
          </Button>
        )
      }
    />
  );
};

export const RecordLoadError = () => {
  const { error } = useEditContext();
  return (error as { status?: number } | null)?.status === 404 ? <RecordGone /> : <LoadErrorMessage error={error} />;
};
