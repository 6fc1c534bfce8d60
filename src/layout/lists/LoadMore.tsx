import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';

/** The end of a list (spec section 2): a load-more button, or 'All data loaded' once there is no more. */
export const LoadMore = () => {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  if (isPending || !data?.length) return null;
  return (
    <Box sx={{ py: 2, textAlign: 'center' }}>
      {hasNextPage ? (
        <Button
          variant="outlined"
          onClick={() => fetchNextPage()}
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
