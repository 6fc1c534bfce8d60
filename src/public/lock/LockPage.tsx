import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BareLayout, useBareTranslate } from '../../layout/BareLayout';

/** A public page in the bare layout: a title and a line of text, both translated. */
const PublicNotice = ({ title, description }: { title: string; description: string }) => {
  const translate = useBareTranslate();
  return (
    <Stack spacing={1} sx={{ pr: 10 }}>
      <Typography variant="h5" component="h1">
        {translate(title)}
      </Typography>
      <Typography color="text.secondary">{translate(description)}</Typography>
    </Stack>
  );
};

/** /lock and /lock/open: public, no sign-in. Their content comes with the lock-opening flow. */
const LockPage = ({ opening = false }: { opening?: boolean }) => (
  <BareLayout>
    <PublicNotice
      title={opening ? 'common.publicLock.openTitle' : 'common.publicLock.title'}
      description={opening ? 'common.publicLock.openDescription' : 'common.publicLock.description'}
    />
  </BareLayout>
);

export default LockPage;
