import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ImportPreview } from '../../../contract/import-file';

type Cell = ImportPreview['rows'][number]['cells'][number];

/** What the stored side of a cell says: its codes, its value, empty, or nothing for a skipped column. */
const storedText = (cell: Cell, empty: string) => {
  if (cell.codes) return cell.codes.length ? cell.codes.join(', ') : empty;
  if (cell.value === undefined) return undefined;
  return cell.value === null ? empty : String(cell.value);
};

/** One cell of the preview: what the file says, and under it what will be stored or why it cannot be. */
export const StoredCell = ({ cell, skipped }: { cell: Cell; skipped: boolean }) => {
  const translate = useTranslate();
  const stored = storedText(cell, translate('resources.import_files.wizard.columns.empty'));
  return (
    <>
      <Typography variant="body2" color={skipped ? 'text.disabled' : undefined} sx={{ whiteSpace: 'pre-wrap' }}>
        {cell.text}
      </Typography>
      {cell.refusal ? (
        <Typography variant="caption" color="error" component="p">
          {translate(`resources.import_files.refusals.${cell.refusal}`)}
        </Typography>
      ) : (
        stored !== undefined && (
          <Typography variant="caption" color="success.main" component="p">
            → {stored}
          </Typography>
        )
      )}
    </>
  );
};
