import { useNavigate } from 'react-router';
import { BareAlert } from '../../layout/bare/BareAlert';
import { BareButton } from '../../layout/bare/BareButton';
import { BareHeader, useBareTranslate } from '../../layout/bare/BareLayout';
import { openPath } from './guestToken';
import { useGuestDoors } from './useGuestCall';
import { useLocaleTime } from './useLocaleTime';

/**
 * /lock: the doors a guest link opens and until when, each with its Open button. The button goes to
 * /lock/open, which opens at once when reached this way (not when reloaded or opened from elsewhere).
 */
export const GuestDoors = ({ token }: { token: string }) => {
  const translate = useBareTranslate();
  const time = useLocaleTime();
  const navigate = useNavigate();
  const call = useGuestDoors(token);
  if (call.state === 'busy' || call.state === 'idle')
    return <BareAlert severity="info">{translate('common.publicLock.loading')}</BareAlert>;
  if (call.state === 'refused') {
    return (
      <>
        <BareHeader title={translate('common.publicLock.refusedTitle')} text="" />
        <BareAlert severity="error">{translate(call.reason)}</BareAlert>
      </>
    );
  }
  const { name, doors, validTo, usesLeft } = call.result;
  return (
    <>
      <BareHeader
        overline={translate('common.publicLock.greeting', { name })}
        title={translate('common.publicLock.title')}
        text={`${translate('common.publicLock.doors', { until: time(validTo) })} ${translate('common.publicLock.usesLeft', { smart_count: usesLeft })}`}
      />
      <ul className="bare-doors">
        {doors.map((door) => (
          <li key={door.id}>
            <span>{door.name}</span>
            <BareButton
              aria-label={translate('common.publicLock.openNamed', { door: door.name })}
              onClick={() => navigate(openPath(token, door.id), { state: { open: true } })}
            >
              {translate('common.publicLock.open')}
            </BareButton>
          </li>
        ))}
      </ul>
    </>
  );
};
