import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { GUEST_PASS_PARAM } from '../../../contract/guest-pass';
import { BareAlert } from '../../layout/bare/BareAlert';
import { BareButton } from '../../layout/bare/BareButton';
import { BareHeader, useBareTranslate } from '../../layout/bare/BareLayout';
import { useGuestDoors, useOpenDoor } from './useGuestCall';

/**
 * /lock/open: opens one door of a guest link. Reached from /lock's Open button it opens at once; the
 * state that says so is then cleared, so a reload (or a link preview) opens nothing and offers the
 * button instead. Refusals (used up, expired, revoked, too many attempts) are said on the page.
 */
export const OpenDoor = ({ token, pointId }: { token: string; pointId: string }) => {
  const translate = useBareTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const doors = useGuestDoors(token);
  const { call, open } = useOpenDoor(token, pointId);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !(location.state as { open?: boolean } | null)?.open) return;
    started.current = true;
    open();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate, open]);

  const door =
    (call.state === 'done' && call.result.door) ||
    (doors.state === 'done' && doors.result.doors.find((candidate) => candidate.id === pointId)?.name) ||
    '';
  const back = `/lock?${new URLSearchParams({ [GUEST_PASS_PARAM]: token })}`;
  return (
    <>
      <BareHeader
        title={
          call.state === 'done'
            ? translate('common.publicLock.opened', { door })
            : translate('common.publicLock.openTitle')
        }
        text={call.state === 'done' ? translate('common.publicLock.openedText') : door}
      />
      {call.state === 'done' && (
        <BareAlert severity="info">
          {translate('common.publicLock.usesLeft', { smart_count: call.result.usesLeft })}
        </BareAlert>
      )}
      {call.state === 'refused' && <BareAlert severity="error">{translate(call.reason)}</BareAlert>}
      {call.state === 'idle' && doors.state === 'refused' && (
        <BareAlert severity="error">{translate(doors.reason)}</BareAlert>
      )}
      <div className="bare-actions">
        {call.state !== 'refused' && !(call.state === 'idle' && doors.state === 'refused') && (
          <BareButton busy={call.state === 'busy'} onClick={open}>
            {call.state === 'done'
              ? translate('common.publicLock.openAgain')
              : door
                ? translate('common.publicLock.openNamed', { door })
                : translate('common.publicLock.open')}
          </BareButton>
        )}
        <Link className="bare-link" to={back}>
          {translate('common.publicLock.backToDoors')}
        </Link>
      </div>
    </>
  );
};
