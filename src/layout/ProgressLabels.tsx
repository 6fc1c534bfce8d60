import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Names every progress bar and spinner inside it for screen readers, in the console's language (axe:
 * aria-progressbar-name). react-admin's own (a reference's, a list's) take no label from us, so the
 * theme gives them one; a label set on a bar itself still wins.
 */
export const ProgressLabels = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withLabels = useCallback(
    (theme: Theme): Theme => ({
      ...theme,
      components: {
        ...theme.components,
        MuiLinearProgress: {
          ...theme.components?.MuiLinearProgress,
          defaultProps: { 'aria-label': label, ...theme.components?.MuiLinearProgress?.defaultProps },
        },
        MuiCircularProgress: {
          ...theme.components?.MuiCircularProgress,
          defaultProps: { 'aria-label': label, ...theme.components?.MuiCircularProgress?.defaultProps },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withLabels}>{children}</ThemeProvider>;
};
