import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One part of the abonent's page below its form, saved on its own: a titled block. */
export const Section = ({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) => {
  const translate = useTranslate();
  const headingId = `section-${title.replaceAll('.', '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 720 }}>
      <Divider />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ px: 2, pt: 2, pb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {translate(title)}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
      <Box sx={{ px: 2, pb: 2 }}>{children}</Box>
    </Box>
  );
};
