import { MAX_SHIFT_HOURS, type WorkingDay, type WorkingPerson } from '../../contract/journal';

/** One opened pass at an entrance or exit point, of one person. */
export interface Punch {
  abonentId: string;
  name: string;
  at: Date;
  kind: 'entrance' | 'exit';
}

const MAX_SHIFT_MS = MAX_SHIFT_HOURS * 3_600_000;

/** The calendar day of a moment in a time zone, `YYYY-MM-DD`. */
export const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/**
 * Working time from punches (one person's, in time order): each entry is paired with the next exit; an
 * entry followed by another entry lacks its exit, an exit with no entry before it lacks its entry, and a
 * stay longer than a shift is two missing punches, never guessed. A pair counts on the day its entry was
 * made (a night shift across midnight belongs to the evening it began); only complete pairs count as
 * time inside.
 */
export function pairPunches(punches: readonly Punch[]): { entry: Date | null; exit: Date | null }[] {
  const pairs: { entry: Date | null; exit: Date | null }[] = [];
  let open: Date | null = null;
  for (const punch of punches) {
    if (punch.kind === 'entrance') {
      if (open) pairs.push({ entry: open, exit: null });
      open = punch.at;
    } else if (open && punch.at.getTime() - open.getTime() <= MAX_SHIFT_MS) {
      pairs.push({ entry: open, exit: punch.at });
      open = null;
    } else {
      if (open) pairs.push({ entry: open, exit: null });
      pairs.push({ entry: null, exit: punch.at });
      open = null;
    }
  }
  if (open) pairs.push({ entry: open, exit: null });
  return pairs;
}

/**
 * Everyone's working days from their punches (sorted by person, then time), the days `from`..`to` kept;
 * only people with both entries and exits in the period, unless `anyone` (a person was asked for by name
 * or phone: someone who never punched out is then shown with every exit missing, not left out).
 */
export function workingTime(
  punches: readonly Punch[],
  timeZone: string,
  from: string,
  to: string,
  { anyone = false } = {},
): WorkingPerson[] {
  const people = new Map<string, { name: string; punches: Punch[] }>();
  for (const punch of punches) {
    const person = people.get(punch.abonentId) ?? { name: punch.name, punches: [] };
    person.punches.push(punch);
    people.set(punch.abonentId, person);
  }
  const result: WorkingPerson[] = [];
  for (const [abonentId, person] of people) {
    // Someone who only ever enters (a resident at their own door) keeps no working time: a person is
    // counted once both kinds of point know them in the period, or when asked for.
    const bothKinds =
      person.punches.some((punch) => punch.kind === 'exit') &&
      person.punches.some((punch) => punch.kind === 'entrance');
    if (!anyone && !bothKinds) continue;
    const days = new Map<string, WorkingDay>();
    for (const pair of pairPunches(person.punches)) {
      const day = dayIn((pair.entry ?? pair.exit)!, timeZone);
      if (day < from || day > to) continue;
      const entry = pair.entry?.toISOString() ?? null;
      const exit = pair.exit?.toISOString() ?? null;
      const found = days.get(day) ?? {
        day,
        firstEntry: null,
        lastExit: null,
        insideSeconds: 0,
        missingPunches: 0,
        pairs: [],
      };
      found.pairs.push({ entry, exit });
      if (entry && (!found.firstEntry || entry < found.firstEntry)) found.firstEntry = entry;
      if (exit && (!found.lastExit || exit > found.lastExit)) found.lastExit = exit;
      if (pair.entry && pair.exit)
        found.insideSeconds += Math.round((pair.exit.getTime() - pair.entry.getTime()) / 1000);
      else found.missingPunches += 1;
      days.set(day, found);
    }
    if (days.size === 0) continue;
    const list = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    result.push({
      abonentId,
      name: person.name,
      days: list,
      totalSeconds: list.reduce((sum, day) => sum + day.insideSeconds, 0),
      missingPunches: list.reduce((sum, day) => sum + day.missingPunches, 0),
    });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}
