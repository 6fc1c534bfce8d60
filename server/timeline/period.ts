import { TIMELINE_DEFAULT_HOURS, TIMELINE_MAX_DAYS, timelineMessages } from '../../contract/access-point-timeline';
import { errors } from '../../contract/messages';
import { ApiError } from '../protocol/api-error';

const HOUR_MS = 3_600_000;

/** A timeline's period, From inclusive and Until exclusive. */
export interface TimelinePeriod {
  from: Date;
  until: Date;
}

/**
 * The period asked for: Until defaults to now, From to TIMELINE_DEFAULT_HOURS before Until. From must be
 * before Until and at most TIMELINE_MAX_DAYS earlier: a longer one would read a busy gate's months.
 */
export function timelinePeriod(from: string | undefined, until: string | undefined, now = new Date()): TimelinePeriod {
  const end = until ? new Date(until) : now;
  const start = from ? new Date(from) : new Date(end.getTime() - TIMELINE_DEFAULT_HOURS * HOUR_MS);
  if (start >= end) throw new ApiError(400, errors.invalidParams, { From: timelineMessages.periodOrder });
  if (end.getTime() - start.getTime() > TIMELINE_MAX_DAYS * 24 * HOUR_MS)
    throw new ApiError(400, errors.invalidParams, { From: timelineMessages.periodTooLong });
  return { from: start, until: end };
}
