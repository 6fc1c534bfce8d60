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
    expect(heard.quietSince(4, doors('garage'))).toBe(6);
    expect(heard.quietSince(5, doors('gate'))).toBe(6);
    expect(heard.quietSince(6, doors('gate', 'lift'))).toBe(6);
    expect(heard.quietSince(4, doors('gate'))).toBeUndefined();
    expect(heard.quietSince(5, doors('lift'))).toBeUndefined();
  });

  it('cannot tell about versions before the first heard, after the latest, or changes of any door', () => {
    const heard = new HeardVersions();
    expect(heard.quietSince(1, doors('gate'))).toBeUndefined();
    heard.heard(5, ['gate']);
    heard.heard(6, undefined);
    expect(heard.quietSince(3, doors('garage'))).toBeUndefined();
    expect(heard.quietSince(7, doors('garage'))).toBeUndefined();
    expect(heard.quietSince(5, doors('garage'))).toBeUndefined();
    expect(heard.quietSince(6, doors('garage'))).toBe(6);
  });

  it('forgets what came before a version it did not hear, and ignores a repeated one', () => {
    const heard = new HeardVersions();
    heard.heard(5, ['gate']);
    heard.heard(7, ['lift']);
    expect(heard.quietSince(5, doors('garage'))).toBeUndefined();
    expect(heard.quietSince(6, doors('garage'))).toBe(7);
    heard.heard(7, ['garage']);
    heard.heard(6, ['garage']);
    expect(heard.quietSince(6, doors('garage'))).toBe(7);
  });
});
