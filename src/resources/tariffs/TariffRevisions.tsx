import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteGetList, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../layout/fields/dates';
import { Link } from 'react-router';
import type { TariffRevisionListItem } from '../../../contract/tariff';
import { logLoadFailure } from '../../layout/LoadError';
import { useTariffRevisionPath } from './tariffPaths';

const PAGE_SIZE = 10;

export interface TariffRevisionsProps {
  id: string;
  /** The revision on screen. */
  revision: number;
  /** The revision in force. */
  currentRevision: number;
}

/**
 * A tariff's history, newest first and paged: each revision with when and by whom it was made, which
 * one is in force, which were rollbacks; each opens its own page.
 */
export const TariffRevisions = ({ id, revision, currentRevision }: TariffRevisionsProps) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const revisionPath = useTariffRevisionPath();
  const { data, total, hasNextPage, fetchNextPage, isFetchingNextPage, isPending, error } =
    useInfiniteGetList<TariffRevisionListItem>(
      'tariff_revisions',
      { filter: { id }, pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'revision', order: 'DESC' } },
      { onError: logLoadFailure },
    );
  const items = data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack component="section" aria-labelledby="tariff-revisions-title" spacing={1}>
      <Typography id="tariff-revisions-title" variant="h6" component="h2">
        {translate('resources.tariffs.revisions.title')}
        {total !== undefined && ` (${total})`}
      </Typography>
      {isPending && <CircularProgress size={24} />}
      {error && (
        <Typography color="error" variant="body2">
          {translate('common.errors.loadFailed')}
        </Typography>
      )}
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              component={Link}
              to={revisionPath(id, item.revision)}
              selected={item.revision === revision}
              aria-current={item.revision === revision ? 'page' : undefined}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{translate('resources.tariffs.revisions.revision', { revision: item.revision })}</span>
                    {item.revision === currentRevision && (
                      <Chip size="small" color="success" label={translate('resources.tariffs.revisions.inForce')} />
                    )}
                  </Stack>
                }
                secondary={
                  <>
                    {item.rolledBackFrom !== null && (
                      <>
                        {translate('resources.tariffs.revisions.rolledBackFrom', { revision: item.rolledBackFrom })}
                        <br />
                      </>
                    )}
                    {translate('resources.tariffs.revisions.madeBy', {
                      date: formatDateTime(item.created),
                      user: item.createdBy ?? '—',
                    })}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {hasNextPage ? (
        <Button variant="outlined" size="small" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
          {translate('common.actions.loadMore')}
        </Button>
      ) : (
        items.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('common.list.allLoaded')}
          </Typography>
        )
      )}
    </Stack>
  );
};
