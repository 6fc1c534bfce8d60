import { cameraMessages } from '../../contract/camera';
import { errors } from '../../contract/messages';
import { ApiError } from '../protocol/api-error';
import type { ActionContext } from '../protocol/context';
import { AddressNotAllowedError, denyList, isDeniedLiteral } from './address-policy';
import { takeCheck } from './check-throttle';
import { type ProbeResult, probeCamera } from './probe';

/**
 * What every camera link shares, wherever it is kept (a company's camera, a postamate's remote camera):
 * the address policy when it is saved, and the throttled status check.
 */

/**
 * A link naming, as an IP address, one the status check may not reach: refused when it is saved rather
 * than only when checked (under `param`). A host name is resolved at each check.
 */
export const deniedLinkField = (
  ctx: ActionContext,
  param: string,
  link: string | null | undefined,
): Record<string, string> =>
  link && isDeniedLiteral(link, denyList(ctx.settings.cameraCheckDenyNetworks))
    ? { [param]: cameraMessages.addressNotAllowed }
    : {};

/** Refuses a write with these field messages (400), if there are any. */
export const refuseFields = (fields: Record<string, string>) => {
  if (Object.keys(fields).length > 0) throw new ApiError(400, errors.invalidParams, fields);
};

/** Counts one status check for the company; 429 past CAMERA_CHECKS_PER_MINUTE, nothing connected to. */
export async function takeLinkCheck(ctx: ActionContext, companyId: string): Promise<void> {
  if (!(await takeCheck(ctx.db, companyId, ctx.settings.cameraChecksPerMinute))) {
    throw new ApiError(429, cameraMessages.tooManyChecks);
  }
}

/**
 * Checks whether a camera answers at its link within the server's deadline. A host that is or resolves
 * to an address the server may not connect to is offline with the reason 'addressNotAllowed', nothing
 * connected to; the log (with `subject`, naming what was checked) keeps the address.
 */
export async function probeLink(
  ctx: ActionContext,
  link: string,
  subject: Record<string, string>,
): Promise<ProbeResult> {
  try {
    return await probeCamera(link, {
      timeoutMs: ctx.settings.cameraCheckTimeoutMs,
      denied: denyList(ctx.settings.cameraCheckDenyNetworks),
    });
  } catch (error) {
    if (!(error instanceof AddressNotAllowedError)) throw error;
    ctx.log.warn({ ...subject, address: error.address }, 'camera check refused: address not allowed');
    return { status: 'offline', offlineReason: 'addressNotAllowed', detail: 'address not allowed' };
  }
}
