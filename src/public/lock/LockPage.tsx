import { BareHeader, BareLayout, useBareTranslate } from '../../layout/bare/BareLayout';

/** A public page in the bare layout: a title and a line of text, both translated. */
const PublicNotice = ({ title, description }: { title: string; description: string }) => {
  const translate = useBareTranslate();
  return <BareHeader title={translate(title)} text={translate(description)} />;
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
