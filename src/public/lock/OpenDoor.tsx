import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BareAlert } from '../../layout/bare/BareAlert';
import { BareButton } from '../../layout/bare/BareButton';
import { BareHeader, useBareTranslate } from '../../layout/bare/BareLayout';
import { doorsPath } from './guestToken';
import { useGuestDoors, useOpenDoor } from './useGuestCall';

/**
 * /lock/open: opens one door of a guest link. Reached from /lock's Open button it opens at once; the
 * state that says so is then cleared, so a reload (or a link preview) opens nothing and offers the
 * button instead. The door is said to be opening only once a door device took the command; when none
 * did in time, the page says so, and the try used no opening. Refusals (used up, expired, revoked, too
 * many attempts) are said on the page.
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
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [location, navigate, open]);

  const door =
    (call.state === 'done' && call.result.door) ||
    (doors.state === 'done' && doors.result.doors.find((candidate) => candidate.id === pointId)?.name) ||
    '';
  const back = doorsPath(token);
  const { title, text } = heading(call, door, translate);
  // Another try is offered only while the link has openings left.
  const canOpen =
    call.state === 'done'
      ? call.result.usesLeft > 0
      : call.state !== 'refused' && !(call.state === 'idle' && doors.state === 'refused');
  return (
    <>
      <BareHeader title={title} text={text} />
      {call.state === 'done' && (
        <BareAlert severity={call.result.opened ? 'info' : 'error'}>
          {`${call.result.opened ? '' : `${translate('common.publicLock.notConfirmedCounted')} `}${translate(
            'common.publicLock.usesLeft',
            { smart_count: call.result.usesLeft },
          )}`}
        </BareAlert>
      )}
      {call.state === 'refused' && <BareAlert severity="error">{translate(call.reason)}</BareAlert>}
      {call.state === 'idle' && doors.state === 'refused' && (
        <BareAlert severity="error">{translate(doors.reason)}</BareAlert>
      )}
      <div className="bare-actions">
        {canOpen && (
          <BareButton busy={call.state === 'busy'} onClick={open}>
            {call.state === 'done'
              ? translate(call.result.opened ? 'common.publicLock.openAgain' : 'common.publicLock.tryAgain')
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

/**
 * What the page says of the opening: the door is opening only once a device took the command; while the
 * server waits for one, that it waits; when none took it in time, plainly that.
 */
const heading = (
  call: ReturnType<typeof useOpenDoor>['call'],
  door: string,
  translate: ReturnType<typeof useBareTranslate>,
) => {
  if (call.state === 'busy')
    return {
      title: door ? translate('common.publicLock.opening', { door }) : translate('common.publicLock.openTitle'),
      text: translate('common.publicLock.waiting'),
    };
  if (call.state !== 'done') return { title: translate('common.publicLock.openTitle'), text: door };
  return call.result.opened
    ? { title: translate('common.publicLock.opened', { door }), text: translate('common.publicLock.openedText') }
    : {
        title: translate('common.publicLock.notConfirmed'),
        text: translate('common.publicLock.notConfirmedText', { door }),
      };
};
