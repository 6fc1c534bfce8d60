import { z } from 'zod';
import { id, queryBoolean, requiredText, text } from './fields';
import { validation } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/** The bans' own messages (translation keys), beside the shared ones of messages.ts. */
export const banMessages = {
  network: 'users.bans.validation.network',
  ownAddress: 'users.bans.validation.ownAddress',
} as const;

/** How long an operator's ban lasts: a choice of lengths, or until it is lifted. */
export const banDurations = ['fifteenMinutes', 'oneHour', 'oneDay', 'oneWeek', 'thirtyDays', 'untilLifted'] as const;
export type BanDuration = (typeof banDurations)[number];

/** Each length in minutes; `untilLifted` has none. */
export const BAN_DURATION_MINUTES: Record<Exclude<BanDuration, 'untilLifted'>, number> = {
  fifteenMinutes: 15,
  oneHour: 60,
  oneDay: 24 * 60,
  oneWeek: 7 * 24 * 60,
  thirtyDays: 30 * 24 * 60,
};

const IP_FORMS = [z.regexes.ipv4, z.regexes.ipv6, z.regexes.cidrv4, z.regexes.cidrv6];

/** An IP address (v4 or v6) or a subnet in CIDR notation (`203.0.113.0/24`, `2001:db8::/32`). */
export const isNetwork = (value: string) => IP_FORMS.some((form) => form.test(value));

/** The address or subnet of a ban, as an operator types it. */
export const banNetwork = () =>
  text({ trim: true, error: validation.required })
    .min(1, { error: validation.required })
    .max(64, { error: banMessages.network })
    .refine(isNetwork, { error: banMessages.network });

/** An operator's ban form: the address or subnet, why, and for how long. */
export const banFields = {
  network: banNetwork(),
  reason: requiredText(),
  duration: z.enum(banDurations, { error: validation.required }),
};
export const banForm = z.object(banFields);
export type BanForm = z.infer<typeof banForm>;

/**
 * A ban as the Bans screen shows it. `network`: one address as typed (`203.0.113.7`), a subnet with its
 * prefix (`203.0.113.0/24`). `reason`: the operator's text, null for an automatic ban (too many failed
 * sign-ins). `ends`: null until lifted. `failures`: the failed sign-ins that led to an automatic ban and
 * the sign-ins refused while the ban held.
 */
export const banRecord = z.object({
  id: z.string(),
  network: z.string(),
  created: z.string(),
  automatic: z.boolean(),
  reason: z.string().nullable(),
  ends: z.string().nullable(),
  failures: z.number().int(),
});
export type BanRecord = z.infer<typeof banRecord>;

export const banSortFields = ['created', 'network', 'reason', 'ends', 'failures'] as const;

export const banActions = {
  GetBans: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists the bans in force, newest first by default: search in the address (an IP address also finds the subnets that contain it) and the reason, sort, paged; `IncludeEnded=true` lists ended ones too.',
    input: listInput.extend({ IncludeEnded: queryBoolean().optional() }),
    output: listOutput(banRecord),
  }),
  AddBan: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Bans an IP address or a subnet (CIDR; host bits are cleared) from signing in, with a reason, for a `Duration` or until lifted. A network that contains the caller’s own address is refused.',
    input: z.object({ Network: banFields.network, Reason: banFields.reason, Duration: banFields.duration }),
    output: createdOutput,
  }),
  DeleteBan: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Lifts a ban (deletes it) and forgets the failed sign-ins counted for the addresses it covered; 404 when there is no such ban.',
    input: z.object({ BanId: id() }),
    output: emptyOutput,
  }),
};

/** The contract's ban Actions and the console resource they serve (users/bans). */
export const banEntity = defineEntity(banActions, {
  platform: {
    bans: {
      list: 'GetBans',
      create: 'AddBan',
      delete: { action: 'DeleteBan', idParam: 'BanId' },
    },
  },
});
