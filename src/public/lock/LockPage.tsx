import { useSearchParams } from 'react-router';
import { BareHeader, BareLayout, useBareTranslate } from '../../layout/bare/BareLayout';
import { GuestDoors } from './GuestDoors';
import { OpenDoor } from './OpenDoor';
import { useGuestToken } from './guestToken';

/** Without a link: what the page is for. */
const NoLink = ({ opening }: { opening: boolean }) => {
  const translate = useBareTranslate();
  return (
    <BareHeader
      title={translate(opening ? 'common.publicLock.openTitle' : 'common.publicLock.title')}
      text={translate(opening ? 'common.publicLock.openDescription' : 'common.publicLock.description')}
    />
  );
};

/** /lock and /lock/open: public, no sign-in; a guest link's doors, and opening one (the token in the fragment). */
const LockPage = ({ opening = false }: { opening?: boolean }) => {
  const [params] = useSearchParams();
  const token = useGuestToken();
  const pointId = params.get('point') ?? '';
  return (
    <BareLayout>
      {!token || (opening && !pointId) ? (
        <NoLink opening={opening} />
      ) : opening ? (
        <OpenDoor token={token} pointId={pointId} />
      ) : (
        <GuestDoors token={token} />
      )}
    </BareLayout>
  );
};

export default LockPage;
