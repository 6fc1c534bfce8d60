import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { PassResult } from '../../../contract/pass-event';

/** An event's result: opened in green, access denied in red, in words (not colour alone). */
export const ResultChip = ({ result }: { result: PassResult }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={result === 'opened' ? 'success' : 'error'}
      label={translate(`resources.access_journal.accessResult.${result === 'opened' ? 'opened' : 'accessDenied'}`)}
    />
  );
};
