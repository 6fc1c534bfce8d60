import type { credentialActions } from '../../contract/credentials';
import { errors } from '../../contract/messages';
import { ApiError } from '../protocol/api-error';
import { deviceOf, type HandlersOf } from '../protocol/context';
import { acknowledge } from '../sync/acknowledgements';
import { type ChangesPage, changesFromVersion, changesSince, snapshotPage } from '../sync/device-sync';
import { knownDoors } from '../sync/known-doors';
import { credentialNotifications } from '../sync/notifications';
import { deviceIdOf } from '../devices/tokens';

/**
 * The device side of the doors' credentials (docs/device-protocol.md): a device (local server or
 * controller, by its own token) reads a snapshot of its doors, then the changes since the version it
 * holds, waiting for them when there are none (long poll), and acknowledges what it applied: alone, or
 * with its next call for changes.
 */

export const credentialHandlers = {
  async GetCredentialSnapshot({ After, Limit }, ctx) {
    return snapshotPage(ctx.db, deviceOf(ctx), After, Limit);
  },

  async GetCredentialChanges({ Since, After, Wait, Limit, Digest }, ctx) {
    const device = deviceOf(ctx);
    const doors = knownDoors(ctx.db);
    const read = async () => {
      const answer = await changesSince(ctx.db, device, Since, After, Limit);
      if (answer.snapshotRequired) throw new ApiError(409, errors.snapshotRequired);
      doors.remember(deviceIdOf(device), new Set(answer.points), answer.version);
      return answer;
    };
    // The acknowledgement of Since carried by the call: recorded exactly as AcknowledgeCredentials records
    // it (one statement with the others of the moment), so a woken device makes two calls a change, not three.
    const acknowledged = async () => {
      if (Digest === undefined) return;
      const { drift } = await acknowledge(ctx.db, device, Since, Digest);
      if (drift) throw new ApiError(409, errors.snapshotRequired);
    };
    const notifications = Wait > 0 ? credentialNotifications(ctx.db) : undefined;
    if (!notifications) {
      await acknowledged();
      return read();
    }
    const deadline = Date.now() + Wait * 1000;
    // Registered before the acknowledgement and the first read, for any door until the read names the
    // device's own: a change committed in between still wakes it.
    const waiter = notifications.waiter(device.companyId);
    try {
      await acknowledged();
      // The device's doors as last read, no version heard since `Since` changed them, and none since they
      // were read changed unnamed doors (any device's): nothing to read, it waits from the latest heard.
      const known = After === undefined && Since > 0 ? doors.of(deviceIdOf(device)) : undefined;
      const quietUntil = known && notifications.quietSince(device.companyId, Since, known.points, known.version);
      const { points, page } =
        known && quietUntil !== undefined && Since <= quietUntil
          ? { points: known.points, page: { version: quietUntil, items: [], next: null } }
          : await read().then((answer) => ({ points: new Set(answer.points), page: answer }));
      waiter.waitsFor(points);
      let answer: ChangesPage = page;
      while (answer.items.length === 0) {
        waiter.holds(answer.version);
        const left = deadline - Date.now();
        const wake = left > 0 ? await waiter.until(left, ctx.signal) : undefined;
        if (!wake) return answer;
        // The version that woke it, read once for all it woke, when it holds every version before it.
        const shared = await wake.changes();
        answer = (shared && changesFromVersion(shared, points, Limit)) ?? (await read());
      }
      return answer;
    } finally {
      waiter.cancel();
    }
  },

  async AcknowledgeCredentials({ Version, Digest }, ctx) {
    return acknowledge(ctx.db, deviceOf(ctx), Version, Digest);
  },
} satisfies HandlersOf<typeof credentialActions>;
