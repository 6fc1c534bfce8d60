import { z } from 'zod';
import { id, requiredText } from './fields';
import { createdOutput, defineAction, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/** Address: id, value, created. Scoped to the company of the session. */
export const addressFields = {
  value: requiredText(),
};
export const addressForm = z.object(addressFields);
export type AddressForm = z.infer<typeof addressForm>;

export const addressRecord = z.object({
  id: z.string(),
  value: z.string(),
  created: z.string(),
});
export type AddressRecord = z.infer<typeof addressRecord>;

export const addressSortFields = ['value', 'created'] as const;

export const addressActions = {
  GetAddress: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'property.view',
    summary:
      "Lists addresses, the company's (a company session) or a platform session's choice (`CompanyId`, e.g. for a SIP device's address): search in the value, sort by value or created, paged; `Id` fetches one.",
    input: listInput.extend({ Id: id().optional(), CompanyId: id().optional() }),
    output: listOutput(addressRecord),
  }),
  AddAddress: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'property.manage',
    summary: 'Adds an address to the company. 409 when the company already has the same value.',
    input: z.object(toParams(addressFields)),
    output: createdOutput,
  }),
  EditAddress: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'property.manage',
    summary: 'Changes the value of one of the company’s addresses and returns the stored record.',
    input: z.object({ Id: id(), ...toParams(addressFields) }),
    output: addressRecord,
  }),
};

/** The contract's address Actions and the console resources they serve. */
export const addressEntity = defineEntity(addressActions, {
  company: {
    addresses: {
      list: 'GetAddress',
      one: { action: 'GetAddress', idParam: 'Id' },
      create: 'AddAddress',
      update: { action: 'EditAddress', idParam: 'Id' },
    },
  },
  /** A SIP device's address selector on the platform's device page (filtered by the device's company). */
  platform: {
    addresses: { list: 'GetAddress', one: { action: 'GetAddress', idParam: 'Id' } },
  },
});
