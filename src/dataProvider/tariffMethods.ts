import type { ActionInput } from '../../contract/actions';
import type { TariffForm, TariffRevisionRecord } from '../../contract/tariff';
import type { ActionCall } from './actionCall';
import { changedValues, toParams } from './params';

/**
 * The tariff Actions that are not react-admin's CRUD: a revision by its number, a new revision made of
 * the changes to the one in force, and a rollback. Spread into the dataProvider.
 */
export const tariffMethods = (call: ActionCall) => ({
  getTariffPolicyRevision: ({ id, revision }: { id: string; revision: number }) =>
    call('GetTariffPolicyRevision', { id, revision }),

  /** Sends only what changed, with the revision it was changed on (409 when another came into force). */
  updateTariffPolicy: ({ previousData, data }: { previousData: TariffRevisionRecord; data: TariffForm }) =>
    call('UpdateTariffPolicy', {
      Id: previousData.id,
      Revision: previousData.revision,
      // The changed fields, each validated by the server as the form did.
      ...(toParams(changedValues(data, previousData)) as Partial<ActionInput<'UpdateTariffPolicy'>>),
    }),

  rollbackTariffPolicy: ({ id, revision }: { id: string; revision: number }) =>
    call('RollbackTariffPolicy', { Id: id, Revision: revision }),
});
