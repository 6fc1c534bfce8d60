import type { ActionName } from '../domain/actions';
import type { TariffForm, TariffRevisionRecord } from '../domain/tariff';
import { changedValues, toParams } from './dataProvider';

type Call = <Result>(name: ActionName, params: Record<string, unknown>) => Promise<Result>;

/**
 * The tariff Actions that are not react-admin's CRUD: a revision by its number, a new revision made of
 * the changes to the one in force, and a rollback. Spread into the dataProvider.
 */
export const tariffMethods = (call: Call) => ({
  getTariffPolicyRevision: ({ id, revision }: { id: string; revision: number }) =>
    call<TariffRevisionRecord>('GetTariffPolicyRevision', { id, revision }),

  /** Sends only what changed, with the revision it was changed on (409 when another came into force). */
  updateTariffPolicy: ({ previousData, data }: { previousData: TariffRevisionRecord; data: TariffForm }) =>
    call<TariffRevisionRecord>('UpdateTariffPolicy', {
      Id: previousData.id,
      Revision: previousData.revision,
      ...toParams(changedValues(data, previousData)),
    }),

  rollbackTariffPolicy: ({ id, revision }: { id: string; revision: number }) =>
    call<TariffRevisionRecord>('RollbackTariffPolicy', { Id: id, Revision: revision }),
});

export type TariffMethods = ReturnType<typeof tariffMethods>;
