/**
 * The versions of one company's credentials that an API server heard (NOTIFY credential_changes), one
 * after another with no gap, and the doors each changed: enough to tell a device that asks for the changes
 * since a recent version that there are none for its doors, without asking the database. Every version
 * is notified (a refresh with changes, a device's doors changed), in commit order; a gap means a
 * notification went unheard, and what came before it is forgotten.
 */

/** Versions kept: a device is usually a few versions behind at most; older questions go to the database. */
const KEPT = 256;

export class HeardVersions {
  /** The doors changed at each version from `first` (undefined: any, or more than a notification names). */
  private changed: (readonly string[] | undefined)[] = [];
  private first = 0;

  get latest(): number | undefined {
    return this.changed.length > 0 ? this.first + this.changed.length - 1 : undefined;
  }

  heard(version: number, points: readonly string[] | undefined): void {
    const latest = this.latest;
    if (latest !== undefined && version <= latest) return;
    if (latest === undefined || version !== latest + 1) {
      this.changed = [];
      this.first = version;
    }
    this.changed.push(points);
    if (this.changed.length > KEPT) {
      this.changed.shift();
      this.first += 1;
    }
  }

  /**
   * The latest version, when every version after `since` was heard and none changed `points`, and none
   * after `pointsReadAt` (when the device's doors were read) changed doors unnamed (any door, or a
   * device's doors: those may be this device's); undefined when that cannot be told.
   */
  quietSince(since: number, points: ReadonlySet<string>, pointsReadAt: number): number | undefined {
    const latest = this.latest;
    const from = Math.min(since, pointsReadAt);
    if (latest === undefined || from < this.first - 1 || since > latest) return undefined;
    for (let version = from + 1; version <= latest; version++) {
      const changed = this.changed[version - this.first];
      if (!changed || (version > since && changed.some((point) => points.has(point)))) return undefined;
    }
    return latest;
  }
}
