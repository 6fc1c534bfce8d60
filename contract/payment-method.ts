import { z } from 'zod';
import { flag, id, requiredText, text } from './fields';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * A company's payment methods (the company form's payment methods tab): a payment provider's account the
 * residents' payments go through. The password and the API token are write-only: kept encrypted, never
 * returned; the record says only whether each is set. An edit that does not send one keeps it.
 */

const SECRET_MAX_LENGTH = 500;
/** A secret as a person pastes it: kept as typed (a space may be part of it); empty is 'not given'. */
const secret = () =>
  text()
    .max(SECRET_MAX_LENGTH)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const paymentMethodFields = {
  name: requiredText(),
  username: requiredText({ min: 1 }),
  password: secret(),
  apiToken: secret(),
  enabled: flag(),
};
export const paymentMethodForm = z.object(paymentMethodFields);
export type PaymentMethodForm = z.input<typeof paymentMethodForm>;

export const paymentMethodDefaults = { name: '', username: '', enabled: true } satisfies PaymentMethodForm;

export const paymentMethodRecord = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  username: z.string(),
  hasPassword: z.boolean(),
  hasApiToken: z.boolean(),
  enabled: z.boolean(),
  created: z.string(),
});
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecord>;

const params = z.object(toParams(paymentMethodFields));

export const paymentMethodActions = {
  GetPaymentMethods: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists a company’s payment methods by name, never their password or API token: search in name and username, paged; `Id` fetches one.',
    input: listInput.extend({ CompanyId: id(), Id: id().optional() }),
    output: listOutput(paymentMethodRecord),
  }),
  AddPaymentMethod: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Adds a payment method to a company; the password and API token are stored encrypted.',
    input: params.extend({ CompanyId: id(), Enabled: flag().optional() }),
    output: createdOutput,
  }),
  EditPaymentMethod: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Changes the given fields of a payment method (a password or API token not sent is kept) and returns it.',
    input: params.partial().extend({ PaymentMethodId: id() }),
    output: paymentMethodRecord,
  }),
  DeletePaymentMethod: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Deletes a payment method.',
    input: z.object({ PaymentMethodId: id() }),
    output: emptyOutput,
  }),
};

export const paymentMethodEntity = defineEntity(paymentMethodActions, {
  platform: {
    payment_methods: {
      list: 'GetPaymentMethods',
      create: 'AddPaymentMethod',
      update: { action: 'EditPaymentMethod', idParam: 'PaymentMethodId' },
      delete: { action: 'DeletePaymentMethod', idParam: 'PaymentMethodId' },
      writeOnly: ['password', 'apiToken'],
    },
  },
});
