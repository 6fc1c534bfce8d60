import Tooltip from '@mui/material/Tooltip';
import { useFormatDateTime } from './dates';
import { useFormatRelative } from './relativeTime';

/** A moment relative to now, its exact time on hover (and in `dateTime`, for what reads the page). */
export const RelativeTime = ({ value }: { value: string }) => {
  const formatRelative = useFormatRelative();
  const formatDateTime = useFormatDateTime();
  return (
    <Tooltip title={formatDateTime(value)}>
      <time dateTime={value}>{formatRelative(value)}</time>
    </Tooltip>
  );
};
