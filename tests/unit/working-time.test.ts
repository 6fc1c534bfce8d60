import { describe, expect, it } from 'vitest';
import { type Punch, workingTime } from '../../server/journal/working-time';

const punch = (at: string, kind: Punch['kind'], abonentId = 'a1', name = 'Иванов Сергей') => ({
  abonentId,
  name,
  at: new Date(at),
  kind,
});

describe('working time from entrance and exit punches', () => {
  it('pairs entries with exits and adds up the time inside per day and person', () => {
    const [person] = workingTime(
      [
        punch('2026-11-02T06:00:00Z', 'entrance'),
        punch('2026-11-02T10:00:00Z', 'exit'),
        punch('2026-11-02T11:00:00Z', 'entrance'),
        punch('2026-11-02T15:30:00Z', 'exit'),
      ],
      'Europe/Moscow',
      '2026-11-01',
      '2026-11-30',
    );
    expect(person.days).toEqual([
      {
        day: '2026-11-02',
        firstEntry: '2026-11-02T06:00:00.000Z',
        lastExit: '2026-11-02T15:30:00.000Z',
        insideSeconds: 8.5 * 3600,
        missingPunches: 0,
        pairs: [
          { entry: '2026-11-02T06:00:00.000Z', exit: '2026-11-02T10:00:00.000Z' },
          { entry: '2026-11-02T11:00:00.000Z', exit: '2026-11-02T15:30:00.000Z' },
        ],
      },
    ]);
    expect(person.totalSeconds).toBe(8.5 * 3600);
  });

  it('shows a missing exit and a missing entry as such and counts no time for them', () => {
    const [person] = workingTime(
      [
        punch('2026-11-03T06:00:00Z', 'entrance'),
        punch('2026-11-04T06:00:00Z', 'entrance'), // the 3rd's exit was never recorded
        punch('2026-11-04T14:00:00Z', 'exit'),
        punch('2026-11-05T14:00:00Z', 'exit'), // the 5th's entry was never recorded
      ],
      'UTC',
      '2026-11-01',
      '2026-11-30',
    );
    expect(person.days.map((day) => [day.day, day.insideSeconds, day.missingPunches, day.pairs])).toEqual([
      ['2026-11-03', 0, 1, [{ entry: '2026-11-03T06:00:00.000Z', exit: null }]],
      ['2026-11-04', 8 * 3600, 0, [{ entry: '2026-11-04T06:00:00.000Z', exit: '2026-11-04T14:00:00.000Z' }]],
      ['2026-11-05', 0, 1, [{ entry: null, exit: '2026-11-05T14:00:00.000Z' }]],
    ]);
    expect(person.missingPunches).toBe(2);
  });

  it('counts a night shift across midnight on the day it began, in the reader’s time zone', () => {
    // 20:00 to 08:00 Moscow time: 17:00Z on the 6th to 05:00Z on the 7th.
    const [person] = workingTime(
      [punch('2026-11-06T17:00:00Z', 'entrance'), punch('2026-11-07T05:00:00Z', 'exit')],
      'Europe/Moscow',
      '2026-11-01',
      '2026-11-30',
    );
    expect(person.days.map((day) => [day.day, day.insideSeconds])).toEqual([['2026-11-06', 12 * 3600]]);
    // In UTC+10 the same shift began on the 7th.
    const [east] = workingTime(
      [punch('2026-11-06T17:00:00Z', 'entrance'), punch('2026-11-07T05:00:00Z', 'exit')],
      'Asia/Vladivostok',
      '2026-11-01',
      '2026-11-30',
    );
    expect(east.days.map((day) => day.day)).toEqual(['2026-11-07']);
  });

  it('does not make one shift of a stay longer than a shift', () => {
    const [person] = workingTime(
      [punch('2026-11-08T06:00:00Z', 'entrance'), punch('2026-11-09T12:00:00Z', 'exit')],
      'UTC',
      '2026-11-01',
      '2026-11-30',
    );
    expect(person.totalSeconds).toBe(0);
    expect(person.missingPunches).toBe(2);
  });

  it('keeps the days of the period only, and leaves out people who only ever enter', () => {
    const people = workingTime(
      [
        punch('2026-10-31T08:00:00Z', 'entrance'),
        punch('2026-10-31T16:00:00Z', 'exit'),
        punch('2026-11-01T08:00:00Z', 'entrance'),
        punch('2026-11-01T16:00:00Z', 'exit'),
        punch('2026-11-01T18:00:00Z', 'entrance', 'r1', 'Resident'),
      ],
      'UTC',
      '2026-11-01',
      '2026-11-30',
    );
    expect(people.map((person) => [person.name, person.days.map((day) => day.day)])).toEqual([
      ['Иванов Сергей', ['2026-11-01']],
    ]);
  });

  it('shows someone asked for who never punched out or in, each missing punch as such', () => {
    const punches = [
      punch('2026-11-02T08:00:00Z', 'entrance', 'r1', 'Resident'),
      punch('2026-11-03T08:00:00Z', 'entrance', 'r1', 'Resident'),
    ];
    expect(workingTime(punches, 'UTC', '2026-11-01', '2026-11-30')).toEqual([]);
    const [person] = workingTime(punches, 'UTC', '2026-11-01', '2026-11-30', { anyone: true });
    expect(person.days.map((day) => [day.day, day.firstEntry, day.lastExit, day.missingPunches])).toEqual([
      ['2026-11-02', '2026-11-02T08:00:00.000Z', null, 1],
      ['2026-11-03', '2026-11-03T08:00:00.000Z', null, 1],
    ]);
    expect(person.totalSeconds).toBe(0);
    // And someone who only ever left, every entry missing.
    const exits = [punch('2026-11-02T17:00:00Z', 'exit', 'r2', 'Leaver')];
    expect(workingTime(exits, 'UTC', '2026-11-01', '2026-11-30')).toEqual([]);
    const [leaver] = workingTime(exits, 'UTC', '2026-11-01', '2026-11-30', { anyone: true });
    expect(leaver.days.map((day) => [day.day, day.firstEntry, day.lastExit, day.missingPunches])).toEqual([
      ['2026-11-02', null, '2026-11-02T17:00:00.000Z', 1],
    ]);
  });
});
