import { z } from 'zod';
import { id, nullableText, optionalDate, requiredDate, requiredId } from './fields';
import { validation } from './messages';
import { money } from './numbers';
import { createdOutput, defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * Payments (Payment): what abonents paid, by perimeter and period. One resource in both
 * areas, the area deciding the scope (`console` Actions): the platform (Set A, /payments) sees every
 * company's, a company admin (Set B, /payments) its own residents'. Filtered, totalled, exported; a
 * payment taken by hand (cash at the office, a transfer) is recorded here, moving the abonent's period on.
 */

export const paymentTypes = ['card', 'sbp', 'cash', 'bankTransfer'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentMessages = {
  /** A payment must move the abonent's period forward. */
  periodTillLater: 'payments.validation.periodTillLater',
  unknownAbonent: 'payments.errors.unknownAbonent',
} as const;

export const paymentRecord = z.object({
  id: z.string(),
  companyId: z.string(),
  company: z.string(),
  abonentId: z.string().nullable(),
  abonent: z.string(),
  phone: z.string(),
  perimeterName: z.string().nullable(),
  paymentDate: z.string(),
  /** The last day paid for, `YYYY-MM-DD`. */
  periodTill: z.string().nullable(),
  /** Exact decimal text, "1250.00": never a float. */
  amount: z.string(),
  paymentType: z.enum(paymentTypes),
  description: z.string().nullable(),
  accountNumber: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const paymentSortFields = ['paymentDate', 'amount', 'phone'] as const;

/** A page of payments with the count and sum of every payment the filters select (not just the page). */
export const paymentListOutput = listOutput(paymentRecord).extend({ totalAmount: z.string() });

/** A payment recorded by hand: whose, how much, how, and the last day it pays for. */
export const paymentFields = {
  abonentId: requiredId(),
  amount: money(),
  paymentType: z.enum(paymentTypes, { error: validation.required }),
  periodTill: requiredDate(),
  description: nullableText({ max: 500 }),
  accountNumber: nullableText({ max: 64 }),
};
export const paymentForm = z.object(paymentFields);
export type PaymentForm = z.input<typeof paymentForm>;

export const paymentActions = {
  GetPayments: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'payments.view',
    summary:
      "Lists payments, newest first: a company session its own company's, a platform session every company's (or one, `CompanyId`). Search in phone and account number, filter by AbonentId, PaymentType and payment date (DateFrom to DateTo, both days included, UTC), sort, paged; `totalAmount` is the exact sum of every payment selected.",
    input: listInput.extend({
      CompanyId: id().optional(),
      AbonentId: id().optional(),
      PaymentType: z.enum(paymentTypes).optional(),
      DateFrom: optionalDate(),
      DateTo: optionalDate(),
    }),
    output: paymentListOutput,
  }),
  AddPayment: defineAction({
    method: 'POST',
    creates: true,
    area: 'console',
    permission: 'payments.manage',
    summary:
      "Records an abonent's payment, dated now: AbonentId (one of the company's: a company session's own, where another CompanyId is refused; a platform session names CompanyId; else 400 on it), Amount (decimal text, above 0, at most two decimals, stored exactly), PaymentType, and PeriodTill, which must be later than the abonent's latest period paid for (400 otherwise, naming it). The abonent's name, phone and perimeter are kept as they are now.",
    input: z.object({
      CompanyId: id().optional(),
      AbonentId: paymentFields.abonentId,
      Amount: paymentFields.amount,
      PaymentType: paymentFields.paymentType,
      PeriodTill: paymentFields.periodTill,
      Description: paymentFields.description,
      AccountNumber: paymentFields.accountNumber,
    }),
    output: createdOutput,
  }),
};

export const paymentEntity = defineEntity(paymentActions, {
  platform: { payments: { list: 'GetPayments' } },
  company: { payments: { list: 'GetPayments', create: 'AddPayment' } },
});
