import type { credentialActions } from '../../contract/credentials';
import { errors } from '../../contract/messages';
import { ApiError } from '../protocol/api-error';
import { deviceOf, type HandlersOf } from '../protocol/context';
import { acknowledge, changesSince, devicePoints, snapshotPage } from '../sync/device-sync';
import { credentialNotifications } from '../sync/notifications';

/**
 * The device side of the doors' credentials (docs/device-protocol.md): a device (local server or
 * controller, by its own token) reads a snapshot of its doors, then the changes since the version it
 * holds, waiting for them when there are none (long poll), and acknowledges what it applied.
 */

export const credentialHandlers = {
  async GetCredentialSnapshot({ After, Limit }, ctx) {
    const device = deviceOf(ctx);
    const [page, points] = await Promise.all([
      snapshotPage(ctx.db, device, After, Limit),
      devicePoints(ctx.db, device),
    ]);
    return { ...page, points };
  },

  async GetCredentialChanges({ Since, After, Wait, Limit }, ctx) {
    const device = deviceOf(ctx);
    const notifications = Wait > 0 ? credentialNotifications(ctx.db) : undefined;
    // Woken only by changes at its own doors (a change of its doors themselves wakes every device).
    const points = notifications && new Set(await devicePoints(ctx.db, device));
    const deadline = Date.now() + Wait * 1000;
    for (;;) {
      // Registered before looking: a change committed in between still wakes it.
      const waiter = notifications?.waiter(device.companyId, points);
      try {
        const answer = await changesSince(ctx.db, device, Since, After, Limit);
        if (answer.snapshotRequired) throw new ApiError(409, errors.snapshotRequired);
        const left = deadline - Date.now();
        if (answer.items.length > 0 || !waiter || left <= 0) return answer;
        await waiter.until(left);
      } finally {
        waiter?.cancel();
      }
    }
  },

  async AcknowledgeCredentials({ Version, Digest }, ctx) {
    return acknowledge(ctx.db, deviceOf(ctx), Version, Digest);
  },
} satisfies HandlersOf<typeof credentialActions>;
