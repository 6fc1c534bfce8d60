import { useCallback, useEffect, useRef, useState } from 'react';
import { callAction, errorMessageOf } from '../../dataProvider/actionClient';
import type { ActionResult } from '../../../contract/actions';
import type { GuestDoorsRecord } from '../../../contract/guest-pass';

/** A call of the public page: under way, its answer, or why it was refused (a translation key). */
export type GuestCall<Result> =
  { state: 'idle' } | { state: 'busy' } | { state: 'done'; result: Result } | { state: 'refused'; reason: string };

/** The doors of a guest link, read once per link. */
export const useGuestDoors = (token: string) => {
  const [call, setCall] = useState<GuestCall<GuestDoorsRecord>>({ state: 'busy' });
  useEffect(() => {
    let current = true;
    setCall({ state: 'busy' });
    callAction('GetGuestDoors', { Pass: token })
      .then((result) => current && setCall({ state: 'done', result }))
      .catch((error: unknown) => current && setCall({ state: 'refused', reason: errorMessageOf(error) }));
    return () => {
      current = false;
    };
  }, [token]);
  return call;
};

/**
 * Opening one door of a guest link: busy until a door device took the command or the server stopped
 * waiting for one (the answer's `opened`); `open()` while one is under way does nothing.
 */
export const useOpenDoor = (token: string, pointId: string) => {
  const [call, setCall] = useState<GuestCall<ActionResult<'OpenGuestDoor'>>>({ state: 'idle' });
  const busy = useRef(false);
  const open = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setCall({ state: 'busy' });
    callAction('OpenGuestDoor', { Pass: token, AccessPointId: pointId })
      .then((result) => setCall({ state: 'done', result }))
      .catch((error: unknown) => setCall({ state: 'refused', reason: errorMessageOf(error) }))
      .finally(() => {
        busy.current = false;
      });
  }, [token, pointId]);
  return { call, open };
};
