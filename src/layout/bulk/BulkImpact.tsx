import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BulkPreview } from '../../../contract/bulk';

/** One side of the doors' change: what stops (or starts) working, each kind with its count. */
const KindList = ({ title, kinds }: { title: string; kinds: BulkPreview['stopping'] }) => {
  const translate = useTranslate();
  if (kinds.length === 0) return null;
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {translate(title)}
      </Typography>
      <Typography variant="body2" component="ul" sx={{ m: 0, pl: 3 }}>
        {kinds.map(({ kind, count }) => (
          <li key={kind}>{translate(`bulk.preview.kinds.${kind}`, { smart_count: count })}</li>
        ))}
      </Typography>
    </div>
  );
};

/**
 * What a bulk change would do, before it is made: how many rows change (`changedText`), the credentials
 * that stop or start working, how many doors that touches (the first few by name) and for how many of
 * their holders (`holdersText`).
 */
export const BulkImpact = ({
  changedText,
  holdersText,
  preview,
}: {
  changedText: string;
  holdersText: string;
  preview: BulkPreview;
}) => {
  const translate = useTranslate();
  if (preview.changed === 0) return <Alert severity="info">{translate('bulk.preview.nothing')}</Alert>;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {translate(changedText, { smart_count: preview.changed })}
      </Typography>
      <KindList title="bulk.preview.stopping" kinds={preview.stopping} />
      <KindList title="bulk.preview.starting" kinds={preview.starting} />
      {preview.doors > 0 ? (
        <Typography variant="body2">
          {translate('bulk.preview.doors', { smart_count: preview.doors })}
          {preview.doorNames.length > 0 &&
            ` ${translate('bulk.preview.doorNames', { names: preview.doorNames.join(', ') })}`}
          <br />
          {translate(holdersText, { smart_count: preview.holdersAtDoors })}
        </Typography>
      ) : (
        <Typography variant="body2">{translate('bulk.preview.noDoors')}</Typography>
      )}
    </Stack>
  );
};
