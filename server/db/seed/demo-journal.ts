import { asc, eq, sql } from 'drizzle-orm';
import type { PassEventInput } from '../../../contract/journal';
import { ingestPassEvents } from '../../journal/ingest';
import type { Database } from '../open';
import { abonentCodes, abonentKeys, abonents, accessPoints, localServers } from '../schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Weeks of demo journal, ending a few minutes before the seed runs. */
export const DEMO_JOURNAL_DAYS = 21;
/** The doors' local time (Moscow): devices write their offset, the journal shows the reader's. */
const OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** A small seeded generator: the demo journal is the same on every machine, whatever the day. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

export interface Person {
  name: string;
  phone: string;
  code: number | null;
  car: string | null;
  hasAppKey: boolean;
  /** Daily hours, 'HH:MM' each: outside them the door refuses. */
  from: string | null;
  until: string | null;
}

/**
 * The demo journal: three weeks of a company's doors, played through the ingest itself
 * so each event carries a real decision. Residents leave in the morning by the exit button and come back
 * in the evening by card, app or call, car owners by the gate; three staff members drive in
 * and out on weekdays (working time: one works nights across midnight, one day lacks an exit, one an
 * entry); some strangers' cards are refused, someone tries codes at the side gate, and one card shows up
 * at two complexes two minutes apart (the journal's anomalies).
 */
export async function seedDemoJournal(tx: Transaction, companyIds: string[], now = Date.now()): Promise<void> {
  for (const companyId of companyIds) {
    const [server] = await tx
      .select({ id: localServers.id })
      .from(localServers)
      .where(eq(localServers.companyId, companyId))
      .orderBy(asc(localServers.name))
      .limit(1);
    const points = await tx
      .select({ id: accessPoints.id, name: accessPoints.displayName, type: accessPoints.type })
      .from(accessPoints)
      .where(eq(accessPoints.companyId, companyId))
      .orderBy(asc(accessPoints.displayName));
    if (!server || points.length === 0) continue;
    const people = await tx
      .select({
        name: abonents.name,
        phone: abonents.phoneNumber,
        code: sql<
          number | null
        >`(select min(${abonentCodes.code}) from ${abonentCodes} where ${abonentCodes.abonentId} = ${abonents.id})`,
        car: sql<string | null>`${abonents.cars} -> 0 ->> 'number'`,
        hasAppKey: sql<boolean>`exists (select 1 from ${abonentKeys} where ${abonentKeys.abonentId} = ${abonents.id} and ${abonentKeys.status} = 'approved')`,
        from: abonents.accessFrom,
        until: abonents.accessUntil,
      })
      .from(abonents)
      .where(eq(abonents.companyId, companyId))
      .orderBy(asc(abonents.name));
    const events = simulatedEvents(points, people, {
      days: DEMO_JOURNAL_DAYS,
      now,
      seed: 20_261_125,
      idPrefix: 'demo',
    });
    for (let first = 0; first < events.length; first += 1000) {
      await ingestPassEvents(
        tx,
        { kind: 'localServer', localServerId: server.id, companyId },
        events.slice(first, first + 1000),
        now,
      );
    }
  }
}

export interface SimulatedPoint {
  id: string;
  name: string;
  type: string;
}

/**
 * `days` days of a company's doors up to `now` (see seedDemoJournal), the same for the same seed; the
 * event ids start with `idPrefix`. `npm run simulate` plays today's part of it through HTTP.
 */
export function simulatedEvents(
  points: SimulatedPoint[],
  people: Person[],
  { days, now, seed, idPrefix }: { days: number; now: number; seed: number; idPrefix: string },
): PassEventInput[] {
  const next = random(seed);
  const events: PassEventInput[] = [];
  const byName = (part: string) => points.find((point) => point.name.includes(part));
  const doors = points.filter((point) => point.name.startsWith('Дверь подъезда'));
  const homes = doors.length ? doors : points;
  const gate = byName('Въездные ворота') ?? points[0];
  const sideGate = byName('Калитка со стороны') ?? points[points.length - 1];
  const barrierIn = points.find((point) => point.type === 'entrance' && point.name.includes('Шлагбаум'));
  const barrierOut = points.find((point) => point.type === 'exit');
  const elsewhere = byName('Главный вход');
  // Today's midnight at the doors, as a UTC time.
  const midnight =
    Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) - 3 * 3_600_000;

  const add = (point: { id: string }, at: number, event: Partial<PassEventInput> & Pick<PassEventInput, 'keyType'>) => {
    if (at > now - 60_000) return;
    const local = new Date(at + 3 * 3_600_000).toISOString().slice(0, 19);
    events.push({
      eventId: `${idPrefix}-${events.length + 1}`,
      accessPointId: point.id,
      occurredAt: `${local}${OFFSET}`,
      cardId: null,
      phone: null,
      keyId: null,
      carPlate: null,
      result: 'opened',
      denialReason: null,
      ...event,
    });
  };
  /** A moment of day `day` (days back) at a local hour, give or take `spread` minutes. */
  const at = (day: number, hour: number, spread = 30) =>
    midnight - day * DAY_MS + hour * 3_600_000 + Math.round((next() - 0.5) * 2 * spread * 60_000);
  /** How a resident opens at a moment: card, tag, app or call; refused outside their hours. */
  const identified = (person: Person, moment: number): Partial<PassEventInput> & Pick<PassEventInput, 'keyType'> => {
    const clock = new Date(moment + 3 * 3_600_000).toISOString().slice(11, 16);
    const refused = person.from !== null && person.until !== null && (clock < person.from || clock >= person.until);
    const how =
      person.code !== null && next() < 0.7
        ? { keyType: next() < 0.8 ? ('card' as const) : ('ble' as const), cardId: String(person.code) }
        : { keyType: person.hasAppKey ? ('mobile' as const) : ('gsm' as const), phone: person.phone };
    return refused ? { ...how, result: 'denied', denialReason: 'outsideHours' } : how;
  };
  const opens = (point: { id: string }, moment: number, person: Person) =>
    add(point, moment, identified(person, moment));

  const staff = barrierIn && barrierOut ? people.slice(-3) : [];
  const residents = people.filter((person) => !staff.includes(person));

  const isWeekend = (day: number) => [0, 6].includes(new Date(midnight - day * DAY_MS + 12 * 3_600_000).getUTCDay());
  // The punches missing fall on the fourth and fifth working days back, whatever today's weekday.
  const workdays = Array.from({ length: days }, (_, day) => day).filter((day) => !isWeekend(day));
  const [entryMissingDay, exitMissingDay] = [workdays[3], workdays[4]];

  for (let day = days - 1; day >= 0; day -= 1) {
    const weekend = isWeekend(day);
    residents.forEach((person, index) => {
      const home = homes[index % homes.length];
      if (next() < (weekend ? 0.5 : 0.15)) return; // a day at home
      add(home, at(day, weekend ? 11 : 8, 60), { keyType: 'button' });
      const back = weekend ? 16 : 19;
      // Residents drive in by the yard's gate (its camera reads the plate); the parking is the staff's.
      if (person.car) add(gate, at(day, back, 90), { keyType: 'gsm', phone: person.phone, carPlate: person.car });
      else opens(gate, at(day, back, 90), person);
      opens(home, at(day, back + 0.3, 90), person);
      // Letting a guest in from the flat, now and then.
      if (next() < 0.1) add(gate, at(day, 14, 240), { keyType: 'remote', phone: person.phone });
    });
    // Staff drive in and out on weekdays; the last one works nights, across midnight.
    staff.forEach((person, index) => {
      if (weekend || !barrierIn || !barrierOut) return;
      const night = index === 2 && day % 3 === 0;
      if (index === 2 && day % 3 === 2) return; // resting after the night

      const plate = { keyType: 'gsm' as const, phone: person.phone, carPlate: person.car };
      if (!(index === 1 && day === entryMissingDay)) add(barrierIn, at(day, night ? 20 : 8.5, 20), plate); // the entry was not recorded
      if (!(index === 0 && day === exitMissingDay)) add(barrierOut, at(day, night ? 32 : 17.75, 25), plate); // left without a record
      if (index === 0 && !night) {
        add(barrierOut, at(day, 13, 10), plate);
        add(barrierIn, at(day, 13.9, 10), plate);
      }
    });
    // Where nobody is registered yet, the doors still open from inside.
    if (people.length === 0) points.forEach((point) => add(point, at(day, 9, 300), { keyType: 'button' }));
    // Strangers' cards, refused.
    for (let stranger = 0; stranger < 2; stranger += 1) {
      if (next() < 0.6)
        add(homes[Math.floor(next() * homes.length)], at(day, 9 + next() * 12, 30), {
          keyType: 'card',
          cardId: String(Math.floor(next() * 9_000_000) + 1_000_000),
          result: 'denied',
        });
    }
  }
  if (days < 3) return events;
  // Someone trying codes at the side gate two nights ago: six refusals in three minutes.
  const trying = at(2, 23.5, 0);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    add(sideGate, trying + attempt * 30_000, {
      keyType: 'card',
      cardId: String(3_300_000 + attempt * 7),
      result: 'denied',
    });
  }
  // One resident's card at two complexes two minutes apart: a copy of it is in someone else's pocket.
  const cloned = residents.find((person) => person.code !== null);
  if (cloned && elsewhere) {
    const seen = at(1, 15, 0);
    add(homes[0], seen, { keyType: 'card', cardId: String(cloned.code) });
    add(elsewhere, seen + 120_000, {
      keyType: 'card',
      cardId: String(cloned.code),
      result: 'denied',
      denialReason: 'outsideZone',
    });
  }
  return events;
}
