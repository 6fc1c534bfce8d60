import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportKind } from '../../../contract/import-columns';
import { IMPORT_FILE_MAX_BYTES } from '../../../contract/import-file';
import { failureMessage } from '../../layout/failureMessage';
import { useTranslateMessage } from '../../layout/useTranslateMessage';
import { useUpload } from './useUpload';

const key = (name: string) => `resources.import_files.wizard.file.${name}`;

/** The file step: a file chosen or dropped, or rows pasted from a spreadsheet, uploaded in parts. */
export const FileStep = ({ kind, onUploaded }: { kind: ImportKind; onUploaded: (id: string) => void }) => {
  const translate = useTranslate();
  const translateMessage = useTranslateMessage();
  const { state, upload, cancel } = useUpload(kind, onUploaded);
  const [pasted, setPasted] = useState('');
  const [tooLarge, setTooLarge] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const uploading = state.status === 'uploading';

  const start = (file: File | undefined) => {
    if (!file) return;
    setTooLarge(file.size > IMPORT_FILE_MAX_BYTES);
    if (file.size <= IMPORT_FILE_MAX_BYTES) void upload(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) start(event.dataTransfer.files[0]);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate(key('hint'))}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 3,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        {/* The input stays hidden: this button opens it, from the keyboard too. */}
        <Button
          variant="contained"
          startIcon={<UploadFile />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {translate(key('choose'))}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            start(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography color="text.secondary">{translate(key('drop'))}</Typography>
      </Box>
      <TextField
        label={translate(key('paste'))}
        multiline
        minRows={3}
        maxRows={10}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        disabled={uploading}
        slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={uploading || !pasted.trim()}
          onClick={() => start(new File([pasted], `${translate(key('pastedName'))}.txt`, { type: 'text/plain' }))}
        >
          {translate(key('usePasted'))}
        </Button>
      </Box>
      {uploading && (
        <Stack spacing={1} role="status">
          <Typography>
            {translate(key('uploading'), {
              name: state.name,
              percent: Math.floor((state.sent / state.size) * 100),
            })}
          </Typography>
          <LinearProgress variant="determinate" value={(state.sent / state.size) * 100} aria-label={state.name} />
          <Box>
            <Button onClick={cancel}>{translate(key('cancel'))}</Button>
          </Box>
        </Stack>
      )}
      {state.status === 'cancelled' && <Alert severity="info">{translate(key('cancelled'))}</Alert>}
      {state.status === 'failed' && <Alert severity="error">{translateMessage(failureMessage(state.error))}</Alert>}
      {tooLarge && (
        <Alert severity="error">{translate(key('tooLarge'), { max: IMPORT_FILE_MAX_BYTES / 1024 / 1024 })}</Alert>
      )}
    </Stack>
  );
};
