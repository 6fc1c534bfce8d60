import Box from '@mui/material/Box';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface CountProgressProps {
  /** What is done so far, in words ("Rows done: 3,000 of 10,000"). */
  text: string;
  done: number;
  total: number;
  /** The bar's name for screen readers. */
  label: string;
  /** No count yet (the first answer not in): the bar runs without a value. */
  waiting?: boolean;
  color?: LinearProgressProps['color'];
}

/** A count of work done, in words and as a bar: an import's apply, an undo in parts. */
export const CountProgress = ({ text, done, total, label, waiting = false, color }: CountProgressProps) => (
  <Box>
    <Typography variant="body2" sx={{ mb: 1 }}>
      {text}
    </Typography>
    <LinearProgress
      variant={waiting ? 'indeterminate' : 'determinate'}
      value={total > 0 ? Math.min(100, (done / total) * 100) : 100}
      aria-label={label}
      color={color}
    />
  </Box>
);
