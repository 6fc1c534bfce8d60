import { z } from 'zod';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * A new company's first steps, in the order each needs the one before (a door needs a lock, a resident a
 * tariff): the console shows them as a checklist that ticks itself from the company's data, until all are
 * done. Locks and local servers are the platform's to give; the company can only ask for them.
 */
export const setupSteps = ['address', 'locks', 'doors', 'tariff', 'abonent', 'localServer'] as const;
export type SetupStep = (typeof setupSteps)[number];

export const setupActions = {
  GetSetupProgress: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'any',
    summary:
      "Which of a new company's first steps its data shows done: an address, a lock given by the platform, an access object with at least one door, a tariff, an abonent, a local server.",
    input: z.object({}),
    output: z.object(
      Object.fromEntries(setupSteps.map((step) => [step, z.boolean()])) as Record<SetupStep, z.ZodBoolean>,
    ),
  }),
};

export const setupEntity = defineEntity(setupActions);
