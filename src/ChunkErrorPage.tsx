import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BareLayout, useBareTranslate } from './layout/BareLayout';

const ChunkError = () => {
  const translate = useBareTranslate();
  return (
    <Stack spacing={2} sx={{ pr: 10 }}>
      <Typography role="alert">{translate('common.errors.chunkLoad')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('common.actions.reload')}
      </Button>
    </Stack>
  );
};

/** Shown when a part of the console could not be downloaded (or crashed while starting). */
const ChunkErrorPage = () => (
  <BareLayout>
    <ChunkError />
  </BareLayout>
);

export default ChunkErrorPage;
