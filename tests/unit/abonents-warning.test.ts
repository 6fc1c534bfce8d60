import { describe, expect, it } from 'vitest';
import { changeReachesAbonents } from '../../src/layout/forms/FormToolbar';

/** The abonents are counted, and warned of, only for a change that can reach them. */
describe('changeReachesAbonents', () => {
  it('for any change of a form that warns of every field, never for a form that does not warn', () => {
    expect(changeReachesAbonents({ kind: 'address' }, ['value'])).toBe(true);
    expect(changeReachesAbonents(undefined, ['value'])).toBe(false);
  });

  it("not for a change to fields only the console shows (a point's comment)", () => {
    const point = { kind: 'point', except: ['comment'] } as const;
    expect(changeReachesAbonents(point, ['comment'])).toBe(false);
    expect(changeReachesAbonents(point, [])).toBe(false);
  });

  it('for any other field, also beside a console-only one, and for a field added later', () => {
    const point = { kind: 'point', except: ['comment'] } as const;
    expect(changeReachesAbonents(point, ['comment', 'lockId'])).toBe(true);
    expect(changeReachesAbonents(point, ['someNewSetting'])).toBe(true);
  });
});
