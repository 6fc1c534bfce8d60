import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

export interface PageHeaderProps {
  title: string;
  /** The left group, after the title (e.g. a status or a back link). */
  children?: ReactNode;
  /** The action buttons on the right. */
  actions?: ReactNode;
}

/** The header of a screen (spec section 2): a left group with the title and action buttons. */
export const PageHeader = ({ title, children, actions }: PageHeaderProps) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 2, pb: 1, flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Typography variant="h5" component="h1" noWrap>
          {title}
        </Typography>
        {children}
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
};
