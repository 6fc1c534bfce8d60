import type { z } from 'zod';
import { abonentEntity } from './abonent';
import { abonentBulkEntity } from './abonent-bulk';
import { abonentKeyBulkEntity } from './abonent-key-bulk';
import { abonentAccessEntity } from './abonent-access';
import { abonentsReachedEntity } from './abonents-reached';
import { abonentKeyEntity } from './abonent-key';
import { accessObjectEntity } from './access-object';
import { accessRightEntity } from './access-right';
import { accessRightBulkEntity } from './access-right-bulk';
import { perimeterEntity } from './access-perimeter';
import { accessPointEntity } from './access-point';
import { accessPointTimelineEntity } from './access-point-timeline';
import { addressEntity } from './address';
import { attentionEntity } from './attention';
import { auditEntity } from './audit';
import { undoEntity } from './undo';
import { authEntity } from './auth';
import { banEntity } from './ban';
import { cameraEntity } from './camera';
import { companyEntity } from './company';
import { companyAdminEntity } from './company-admin';
import { companyApiTokenEntity } from './company-api-token';
import { companyRoleEntity } from './company-role';
import { guestPassEntity } from './guest-pass';
import { importFileEntity } from './import-file';
import { joinRequestEntity } from './join-request';
import { controllerEntity } from './controller';
import { credentialEntity } from './credentials';
import { deliveryEntity } from './delivery';
import { deviceDoorEntity } from './device-doors';
import { deviceEntity } from './devices';
import { journalEntity } from './journal';
import { journalAnomalyEntity } from './journal-anomalies';
import { localKeyEntity } from './local-key';
import { lockEntity } from './lock';
import { paymentEntity } from './payment';
import { paymentMethodEntity } from './payment-method';
import { platformLockEntity } from './platform-lock';
import { postamateEntity } from './postamate';
import { regKeyEntity } from './reg-key';
import { searchEntity } from './search';
import { mergeEntities } from './resource';
import { sessionEntity } from './session';
import { setupEntity } from './setup';
import { simPaymentEntity } from './sim-payment';
import { sipEntity } from './sip';
import { tariffEntity } from './tariff';
import { twoFactorEntity } from './two-factor';
import { userEntity } from './user';

/**
 * Every entity of the protocol, each declared once in its own module (its Actions and the resources they
 * serve). Adding an entity is one line here.
 */
const registry = mergeEntities([
  authEntity,
  addressEntity,
  userEntity,
  banEntity,
  sipEntity,
  abonentEntity,
  abonentBulkEntity,
  abonentKeyEntity,
  abonentKeyBulkEntity,
  cameraEntity,
  accessObjectEntity,
  perimeterEntity,
  accessPointEntity,
  accessPointTimelineEntity,
  abonentsReachedEntity,
  abonentAccessEntity,
  deliveryEntity,
  setupEntity,
  lockEntity,
  tariffEntity,
  platformLockEntity,
  postamateEntity,
  companyEntity,
  companyAdminEntity,
  companyApiTokenEntity,
  companyRoleEntity,
  joinRequestEntity,
  regKeyEntity,
  localKeyEntity,
  simPaymentEntity,
  paymentEntity,
  paymentMethodEntity,
  controllerEntity,
  auditEntity,
  accessRightEntity,
  accessRightBulkEntity,
  guestPassEntity,
  journalEntity,
  journalAnomalyEntity,
  credentialEntity,
  deviceDoorEntity,
  deviceEntity,
  sessionEntity,
  twoFactorEntity,
  searchEntity,
  attentionEntity,
  importFileEntity,
  undoEntity,
]);

/** Every Action of the protocol: the server implements each, the console calls them, docs/api.md lists them. */
export const actions = registry.actions;
/** Every react-admin resource of each area and the Actions that serve it: the dataProvider is built from this. */
export const resources = registry.resources;

export type Actions = typeof actions;
export type ActionName = keyof Actions & string;
export type ActionInput<Name extends ActionName> = z.input<Actions[Name]['input']>;
export type ActionParams<Name extends ActionName> = z.output<Actions[Name]['input']>;
export type ActionResult<Name extends ActionName> = z.output<Actions[Name]['output']>;
