import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';

/**
 * A short label with a one-line explanation shown on hover and on keyboard focus (a status a person may
 * not know the meaning of). The label is underlined with dots to say there is more to read. The tooltip
 * is opened by hand: MUI's focus listener relies on :focus-visible, which some test browsers lack.
 */
export const Explained = ({ children, explanation }: { children: ReactNode; explanation: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={explanation}
      open={open}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
    >
      <Box
        component="span"
        tabIndex={0}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}
      >
        {children}
      </Box>
    </Tooltip>
  );
};
