import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { useAttention } from './useAttention';

/** The menu entry's count of what needs attention, live; nothing while there is none (or not yet known). */
export const AttentionCount = () => {
  const translate = useTranslate();
  const total = useAttention().data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Chip
      component="span"
      size="small"
      color="warning"
      label={
        <>
          <span aria-hidden>{total > 99 ? '99+' : total}</span>
          {/* Read with the entry's name: "Needs attention 3 items". */}
          <Box component="span" sx={visuallyHidden}>
            {translate('resources.attention.count', { smart_count: total })}
          </Box>
        </>
      }
      data-testid="attention-count"
      sx={{ flexShrink: 0, height: 20, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
};
