import { describe, expect, it } from 'vitest';
import { changeReachesAbonents } from '../../src/layout/forms/FormToolbar';

/** The 'All abonents will receive the update' warning appears only when a change reaches them. */
describe('changeReachesAbonents', () => {
  it('always or never, for a form that says so', () => {
    expect(changeReachesAbonents(true, ['value'])).toBe(true);
    expect(changeReachesAbonents(false, ['value'])).toBe(false);
  });

  it("not for a change to fields only the console shows (a point's comment)", () => {
    const point = { except: ['comment'] };
    expect(changeReachesAbonents(point, ['comment'])).toBe(false);
    expect(changeReachesAbonents(point, [])).toBe(false);
  });

  it('for any other field, also beside a console-only one, and for a field added later', () => {
    const point = { except: ['comment'] };
    expect(changeReachesAbonents(point, ['comment', 'lockId'])).toBe(true);
    expect(changeReachesAbonents(point, ['someNewSetting'])).toBe(true);
  });
});
