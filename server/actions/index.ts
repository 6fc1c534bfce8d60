import type { ActionHandlers } from '../protocol/context';
import { abonentKeyHandlers } from './abonent-keys';
import { abonentHandlers } from './abonents';
import { abonentBulkHandlers } from './abonent-bulk';
import { abonentKeyBulkHandlers } from './abonent-key-bulk';
import { abonentAccessHandlers } from './abonent-access';
import { abonentsReachedHandlers } from './abonents-reached';
import { accessZoneHandlers } from './access-zones';
import { accessLockHandlers } from './access-locks';
import { accessObjectHandlers } from './access-objects';
import { accessPerimeterHandlers } from './access-perimeters';
import { accessPointListHandlers } from './access-point-list';
import { accessPointHandlers } from './access-points';
import { accessPointTimelineHandlers } from './access-point-timeline';
import { accessRightHandlers } from './access-rights';
import { accessRightBulkHandlers } from './access-right-bulk';
import { addressHandlers } from './addresses';
import { attentionHandlers } from './attention';
import { withAuthEvents } from '../audit/events';
import { auditHandlers } from './audit';
import { undoHandlers } from './undo';
import { authHandlers } from './auth';
import { banHandlers } from './bans';
import { sipHandlers } from './sip';
import { cameraHandlers } from './cameras';
import { platformLockHandlers } from './platform-locks';
import { postamateHandlers } from './postamates';
import { companyHandlers } from './companies';
import { companyAdminHandlers } from './company-admins';
import { companyApiTokenHandlers } from './company-api-tokens';
import { companyRoleHandlers } from './company-roles';
import { guestDoorHandlers } from './guest-doors';
import { guestPassHandlers } from './guest-passes';
import { importFileHandlers } from './import-files';
import { joinRequestHandlers } from './join-requests';
import { lockCommandHandlers } from './lock-commands';
import { controllerHandlers } from './controllers';
import { credentialHandlers } from './credentials';
import { deliveryHandlers } from './delivery';
import { deviceDoorHandlers } from './device-doors';
import { deviceHandlers } from './devices';
import { journalAnomalyHandlers, journalHandlers } from './journal';
import { localKeyHandlers } from './local-keys';
import { paymentMethodHandlers } from './payment-methods';
import { paymentHandlers } from './payments';
import { regKeyHandlers } from './reg-keys';
import { searchHandlers } from './search';
import { sessionHandlers } from './sessions';
import { setupHandlers } from './setup';
import { simPaymentHandlers } from './sim-payments';
import { tariffHandlers } from './tariffs';
import { twoFactorHandlers } from './two-factor';
import { userHandlers } from './users';
import { whoCanPassHandlers } from './who-can-pass';

/** The handler of every Action in contract/actions.ts, one module per entity. */
export const handlers: ActionHandlers = {
  // Sign-ins, failed sign-ins, sign-outs and profile choices go on the audit trail as events.
  ...withAuthEvents(authHandlers),
  ...twoFactorHandlers,
  ...addressHandlers,
  ...credentialHandlers,
  ...deviceDoorHandlers,
  ...deliveryHandlers,
  ...deviceHandlers,
  ...userHandlers,
  ...banHandlers,
  ...sipHandlers,
  ...abonentHandlers,
  ...abonentBulkHandlers,
  ...joinRequestHandlers,
  ...abonentKeyHandlers,
  ...abonentKeyBulkHandlers,
  ...accessZoneHandlers,
  ...cameraHandlers,
  ...accessObjectHandlers,
  ...accessPerimeterHandlers,
  ...accessPointHandlers,
  ...accessPointTimelineHandlers,
  ...abonentsReachedHandlers,
  ...abonentAccessHandlers,
  ...setupHandlers,
  ...accessLockHandlers,
  ...accessPointListHandlers,
  ...tariffHandlers,
  ...platformLockHandlers,
  ...postamateHandlers,
  ...companyHandlers,
  ...companyAdminHandlers,
  ...companyRoleHandlers,
  ...companyApiTokenHandlers,
  ...regKeyHandlers,
  ...localKeyHandlers,
  ...simPaymentHandlers,
  ...paymentHandlers,
  ...paymentMethodHandlers,
  ...controllerHandlers,
  ...auditHandlers,
  ...accessRightHandlers,
  ...accessRightBulkHandlers,
  ...whoCanPassHandlers,
  ...guestPassHandlers,
  ...guestDoorHandlers,
  ...sessionHandlers,
  ...lockCommandHandlers,
  ...journalHandlers,
  ...journalAnomalyHandlers,
  ...searchHandlers,
  ...attentionHandlers,
  ...importFileHandlers,
  ...undoHandlers,
};
