import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';

interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The end of a paged list: a load-more button, or 'All data loaded' once there is no more. */
export const LoadMoreButton = ({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreButtonProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, textAlign: 'center' }}>
      {hasNextPage ? (
        <Button
          variant="outlined"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          startIcon={isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
        >
          {translate('common.actions.loadMore')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('common.list.allLoaded')}
        </Typography>
      )}
    </Box>
  );
};

/** A react-admin list's end, read from its list and pagination contexts. */
export const LoadMore = () => {
  const { data, isPending } = useListContext();
  const { hasNextPage = false, fetchNextPage, isFetchingNextPage = false } = useInfinitePaginationContext();
  if (isPending || !data?.length) return null;
  return (
    <LoadMoreButton hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
  );
};
