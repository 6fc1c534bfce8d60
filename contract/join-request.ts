import { z } from 'zod';
import { id, requiredId, requiredText, text } from './fields';
import { validation } from './messages';
import { internationalPhoneNumber } from './phone';
import { defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * Join requests: a resident asks the company to register them, from the public page its registration QR
 * opens (/join). The platform sends no SMS, so nothing confirms the phone by itself; the check is the
 * company's registration code, which only the QR hung in its buildings carries (random, kept only as a
 * hash, shown once when issued; a new one makes the old posters useless), and an administrator, who
 * approves or refuses each request and may call the phone given. Approving registers the abonent, and a
 * user when the company creates users when registering abonents.
 */

/** The public page's path; the code follows in the fragment, which browsers never send to a server. */
export const JOIN_PATH = '/join';

/** The link a company's registration QR carries. */
export const joinLink = (origin: string, code: string) => `${origin}${JOIN_PATH}#${encodeURIComponent(code)}`;

export const joinRequestStatuses = ['pending', 'approved', 'refused'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/** The public page's refusals and the decisions' conflicts (translation keys). */
export const joinMessages = {
  /** No company has this code: mistyped, or replaced by a new one, or registration was closed. */
  unknownCode: 'common.join.errors.unknownCode',
  addressNotFound: 'common.join.errors.addressNotFound',
  decided: 'resources.join_requests.errors.decided',
  addressGone: 'resources.join_requests.errors.addressGone',
} as const;

const code = () =>
  text({ trim: true, error: joinMessages.unknownCode })
    .min(1, { error: joinMessages.unknownCode })
    .max(100, { error: joinMessages.unknownCode });

/** What the resident types: the same rules on the page and on the server. */
export const joinRequestFields = {
  name: requiredText(),
  phoneNumber: internationalPhoneNumber(),
  apartment: requiredText({ min: 1, max: 50 }),
  addressId: requiredId(),
};
export const joinRequestForm = z.object(joinRequestFields);
export type JoinRequestForm = z.input<typeof joinRequestForm>;

/** What the public page shows: the company's name and its addresses to pick from, nothing else. */
export const joinFormRecord = z.object({
  company: z.string(),
  addresses: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type JoinFormRecord = z.infer<typeof joinFormRecord>;

export const joinRequestRecord = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  apartment: z.string(),
  addressId: z.string().nullable(),
  /** The address's value; null once the company removed it. */
  address: z.string().nullable(),
  status: z.enum(joinRequestStatuses),
  decidedAt: z.string().nullable(),
  /** Who approved or refused it; null while pending, or once that user is gone. */
  decidedBy: z.string().nullable(),
  /** The abonent the approval registered; null when none (yet), or once deleted. */
  abonentId: z.string().nullable(),
  /** Whether the approval also created a user (the company's 'create users when registering abonents'). */
  userCreated: z.boolean(),
  created: z.string(),
});
export type JoinRequestRecord = z.infer<typeof joinRequestRecord>;

/** The company's registration as its page shows it: open since when, or closed. The code is never read back. */
export const registrationRecord = z.object({ openSince: z.string().nullable() });

export const joinRequestSortFields = ['pendingFirst', 'created', 'name'] as const;

export const joinRequestActions = {
  GetJoinForm: defineAction({
    // POST: the code is a secret, and a GET's query ends up in access logs.
    method: 'POST',
    area: 'public',
    summary:
      'The public join page: the name and address labels of the company whose registration code Code is (only those). 404 (unknownCode) for a code no company has; rate-limited per address (429).',
    input: z.object({ Code: code() }),
    output: joinFormRecord,
  }),
  SubmitJoinRequest: defineAction({
    method: 'POST',
    area: 'public',
    summary:
      "A resident asks the company whose registration code Code is to register them: name, phone, apartment and one of the company's addresses. Stored as a pending request for its administrators; returns the company's name. 404 for an unknown code, 400 for an address not the company's; rate-limited per address (429).",
    input: z.object({
      Code: code(),
      Name: joinRequestFields.name,
      PhoneNumber: joinRequestFields.phoneNumber,
      Apartment: joinRequestFields.apartment,
      AddressId: joinRequestFields.addressId,
    }),
    output: z.object({ company: z.string() }),
  }),
  GetJoinRequests: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary:
      "Lists the company's join requests, pending ones first then newest (Sort pendingFirst, created or name): search in name, phone and apartment, filter by Status, paged; `Id` fetches one.",
    input: listInput.extend({
      Id: id().optional(),
      Status: z.enum(joinRequestStatuses, { error: validation.invalid }).optional(),
    }),
    output: listOutput(joinRequestRecord),
  }),
  ApproveJoinRequest: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      'Approves a pending join request: registers the abonent (as AddAbonent does) with its name, phone, apartment and address, and when the company creates users when registering abonents, a user with that phone unless there is one (with no password: the platform gives one). Returns the request. 409 when already decided or its address was removed.',
    input: z.object({ JoinRequestId: id() }),
    output: joinRequestRecord,
  }),
  RefuseJoinRequest: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary: 'Refuses a pending join request; it stays, marked refused, with who and when. 409 when already decided.',
    input: z.object({ JoinRequestId: id() }),
    output: joinRequestRecord,
  }),
  GetRegistration: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'company.manage',
    summary:
      "Whether the session's company takes join requests, and since when its registration code was issued; the code itself is never returned after it was issued.",
    input: z.object({}),
    output: registrationRecord,
  }),
  IssueRegistrationCode: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'company.manage',
    summary:
      "Gives the session's company a new registration code and returns it, this once (only its hash is kept): registration opens, and the previous code (the posters already hung) stops working.",
    input: z.object({}),
    output: z.object({ code: z.string(), openSince: z.string() }),
  }),
  CloseRegistration: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'company.manage',
    summary: "Closes the session's company's registration: its code stops working; requests already sent stay.",
    input: z.object({}),
    output: emptyOutput,
  }),
};

export const joinRequestEntity = defineEntity(joinRequestActions, {
  company: {
    join_requests: { list: 'GetJoinRequests', one: { action: 'GetJoinRequests', idParam: 'Id' } },
  },
});
