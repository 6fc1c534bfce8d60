import { describe, expect, it } from 'vitest';
import { HeardVersions } from '../../server/sync/heard-versions';

// What a server can tell a device without reading: that no version it heard since the device's changed
// the device's doors. Only over versions heard one after another.

describe('the versions a server heard', () => {
  const doors = (...ids: string[]) => new Set(ids);

  it('tells a device no version since its own changed its doors, up to the latest heard', () => {
    const heard = new HeardVersions();
    heard.heard(5, ['gate']);
    heard.heard(6, ['lift']);
    expect(heard.quietSince(4, doors('garage'), 4)).toBe(6);
    expect(heard.quietSince(5, doors('gate'), 5)).toBe(6);
    expect(heard.quietSince(6, doors('gate', 'lift'), 6)).toBe(6);
    expect(heard.quietSince(4, doors('gate'), 4)).toBeUndefined();
    expect(heard.quietSince(5, doors('lift'), 5)).toBeUndefined();
  });

  it('tells a device whose doors were read before its version, unless doors unnamed changed since', () => {
    const heard = new HeardVersions();
    heard.heard(5, ['gate']);
    heard.heard(6, ['lift']);
    // Its doors read at 4, it holds 5 (the gate's change): only 6 counts for its doors.
    expect(heard.quietSince(5, doors('gate'), 4)).toBe(6);
    heard.heard(7, undefined);
    heard.heard(8, ['lift']);
    expect(heard.quietSince(7, doors('gate'), 4)).toBeUndefined();
    expect(heard.quietSince(7, doors('gate'), 7)).toBe(8);
  });

  it('cannot tell about versions before the first heard, after the latest, or changes of any door', () => {
    const heard = new HeardVersions();
    expect(heard.quietSince(1, doors('gate'), 1)).toBeUndefined();
    heard.heard(5, ['gate']);
    heard.heard(6, undefined);
    expect(heard.quietSince(3, doors('garage'), 3)).toBeUndefined();
    expect(heard.quietSince(7, doors('garage'), 7)).toBeUndefined();
    expect(heard.quietSince(5, doors('garage'), 5)).toBeUndefined();
    expect(heard.quietSince(6, doors('garage'), 6)).toBe(6);
  });

  it('forgets what came before a version it did not hear, and ignores a repeated one', () => {
    const heard = new HeardVersions();
    heard.heard(5, ['gate']);
    heard.heard(7, ['lift']);
    expect(heard.quietSince(5, doors('garage'), 5)).toBeUndefined();
    expect(heard.quietSince(6, doors('garage'), 6)).toBe(7);
    heard.heard(7, ['garage']);
    heard.heard(6, ['garage']);
    expect(heard.quietSince(6, doors('garage'), 6)).toBe(7);
  });
});
