import { z } from 'zod';
import { id, optionalDate } from './fields';
import { defineAction, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * Payments (Set A, /payments; spec section 3: Payment): what abonents paid, by perimeter and period, as
 * the payment systems reported it. Read-only here: filtered, totalled and exported.
 */

export const paymentTypes = ['card', 'sbp', 'cash', 'bankTransfer'] as const;
export type PaymentType = (typeof paymentTypes)[number];

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

export const paymentActions = {
  GetPayments: defineAction({
    method: 'GET',
    area: 'platform',
    summary:
      'Lists payments, newest first: search in phone and account number, filter by CompanyId, PaymentType and payment date (DateFrom to DateTo, both days included, UTC), sort, paged; `totalAmount` is the exact sum of every payment selected.',
    input: listInput.extend({
      CompanyId: id().optional(),
      PaymentType: z.enum(paymentTypes).optional(),
      DateFrom: optionalDate(),
      DateTo: optionalDate(),
    }),
    output: paymentListOutput,
  }),
};

export const paymentEntity = defineEntity(paymentActions, {
  platform: { payments: { list: 'GetPayments' } },
});
