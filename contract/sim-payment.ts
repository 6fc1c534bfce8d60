import { z } from 'zod';
import { id, optionalDate, requiredDate, requiredId, requiredText } from './fields';
import { money } from './numbers';
import { createdOutput, defineAction, listInput, listOutput, toParams } from './protocol';
import { internationalPhoneNumber } from './phone';
import { defineEntity } from './resource';

/**
 * SIM payments (Set A, /sim_payments; company, id, place, paid up to, phone): the SIM
 * cards in companies' devices and the day each is paid up to. A payment moves that day forward.
 */

export const simPaymentMessages = {
  /** A payment must move 'paid up to' forward. */
  paidUpToLater: 'resources.sim_payments.validation.paidUpToLater',
} as const;

export const simCardFields = {
  companyId: requiredId(),
  place: requiredText(),
  phone: internationalPhoneNumber(),
  paidUpTo: requiredDate(),
};
export const simCardForm = z.object(simCardFields);

/** A payment: how much, and the new 'paid up to'. */
export const simPaymentFields = {
  amount: money(),
  paidUpTo: requiredDate(),
};
export const simPaymentForm = z.object(simPaymentFields);

export const simPaymentRecord = z.object({
  id: z.string(),
  companyId: z.string(),
  company: z.string(),
  place: z.string(),
  phone: z.string(),
  /** The last day paid for, `YYYY-MM-DD`. */
  paidUpTo: z.string(),
  /** What the last payment was (exact decimal text), and when; null before the first. */
  lastAmount: z.string().nullable(),
  lastPaidAt: z.string().nullable(),
  created: z.string(),
});
export type SimPaymentRecord = z.infer<typeof simPaymentRecord>;

export const simPaymentSortFields = ['paidUpTo', 'place', 'phone', 'created'] as const;

export const simPaymentActions = {
  GetSimPayments: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists SIM cards by the day they are paid up to, the ones about to lapse first: search in place and phone, filter by CompanyId and PaidUpToBefore (paid up to before that day), sort, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional(), CompanyId: id().optional(), PaidUpToBefore: optionalDate() }),
    output: listOutput(simPaymentRecord),
  }),
  AddSimCard: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Adds a company’s SIM card: where it is, its phone number and the day it is paid up to.',
    input: z.object(toParams(simCardFields)),
    output: createdOutput,
  }),
  AddSimPayment: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Records a payment for a SIM card: Amount (decimal text, above 0) and the new PaidUpTo, which must be later than the one before (400 otherwise). Returns the card.',
    input: z.object({ SimCardId: id(), ...toParams(simPaymentFields) }),
    output: simPaymentRecord,
  }),
};

export const simPaymentEntity = defineEntity(simPaymentActions, {
  platform: {
    sim_payments: {
      list: 'GetSimPayments',
      one: { action: 'GetSimPayments', idParam: 'Id' },
      create: 'AddSimCard',
    },
  },
});
