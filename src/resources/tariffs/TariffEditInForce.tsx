import { useGetOne } from '../../dataProvider/typedHooks';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';

import { Navigate, useParams } from 'react-router';
import { LoadErrorMessage, logLoadFailure } from '../../layout/LoadError';
import { useTariffRevisionPath } from './tariffPaths';

/** A tariff's address without a revision (`tariffs/edit/{id}`, `tariffs/{id}`) opens the one in force. */
export const TariffEditInForce = () => {
  const { id = '' } = useParams<{ id: string }>();
  const revisionPath = useTariffRevisionPath();
  const { data, error } = useGetOne('tariffs', { id }, { onError: logLoadFailure, retry: false });
  if (error) {
    return (
      <Card sx={{ mt: 2 }}>
        <LoadErrorMessage error={error} />
      </Card>
    );
  }
  if (!data) return <CircularProgress sx={{ m: 4 }} />;
  return <Navigate to={revisionPath(String(data.id), data.revision)} replace />;
};
