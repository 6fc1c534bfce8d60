import { z } from 'zod';
import { id, isStorableDate, queryInteger, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { listInput } from './protocol';

/**
 * What the access section's entities share: access objects
 * (access-object.ts), their perimeters (access-perimeter.ts), the access points in perimeters
 * (access-point.ts) and the locks a company may put on a point (lock.ts).
 *
 * Each entity has `<entity>Fields` (the form's fields, camelCase), `<entity>Form` (the form schema),
 * `<entity>Defaults` (the create form's initial values) and Actions whose parameters are the same schemas
 * under PascalCase names (`displayName` -> `DisplayName`). Creates need only the required fields: the
 * server fills the rest from the defaults. Edits take the record's `Id` and only the changed fields;
 * nested objects (`DefaultKeySettings`, `KeyUsage`, `GeoRestriction`) are always sent whole.
 */

// ---------------------------------------------------------------------------------------------------
// Field helpers

/**
 * A number between `min` and `max` inclusive. For whole numbers the messages name the nearest value
 * outside the range, so 'Value must be more than -1' says exactly 'zero or more'; for fractions (a
 * latitude) they name the bound itself, which is allowed: 'Value must be at most 90'.
 */
export const boundedNumber = ({ min, max, int = true }: { min: number; max: number; int?: boolean }) => {
  const number = z.number({ error: validation.number });
  return int
    ? number
        .int({ error: validation.integer })
        .min(min, { error: withArgs(validation.moreThan, { min: min - 1 }) })
        .max(max, { error: withArgs(validation.lessThan, { max: max + 1 }) })
    : number
        .min(min, { error: withArgs(validation.atLeast, { min }) })
        .max(max, { error: withArgs(validation.atMost, { max }) });
};

export const nullableNumber = (range: Parameters<typeof boundedNumber>[0]) =>
  boundedNumber(range)
    .nullish()
    .transform((value) => value ?? null);

/** A calendar date, `YYYY-MM-DD`; empty or absent becomes null. */
export const nullableDate = () =>
  text({ trim: true })
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isStorableDate(value), { error: validation.invalid });

/** A list of distinct short texts (categories, transports). */
export const textList = ({ maxItems = 20, maxLength = 50 } = {}) =>
  z
    .array(requiredText({ max: maxLength }))
    .max(maxItems, { error: withArgs(validation.maxLength, { max: maxItems }) })
    .superRefine((items, ctx) => {
      items.forEach((item, index) => {
        if (items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) !== index) {
          ctx.addIssue({ code: 'custom', path: [index], message: validation.unique });
        }
      });
    });

/** Physical limits: a door held open at most 10 minutes, distances in whole metres. */
export const MAX_OPEN_TIME_MS = 600_000;
export const MAX_DISTANCE_M = 1_000;
export const MAX_GEO_RADIUS_M = 100_000;
export const timeMs = () => boundedNumber({ min: 0, max: MAX_OPEN_TIME_MS });
export const distanceM = () => boundedNumber({ min: 0, max: MAX_DISTANCE_M });

// ---------------------------------------------------------------------------------------------------
// Action parameters

/** The tree needs every node: without `Limit` these lists return all items (up to TREE_LIMIT). */
export const TREE_LIMIT = 100_000;
export const treeListInput = listInput.extend({
  Limit: queryInteger({ min: 1, max: TREE_LIMIT }).default(TREE_LIMIT),
});

/**
 * A create's parameters: only the required ones are required (the server fills the rest from the
 * defaults): all optional, then the required ones as they are (with their own messages).
 */
export const createParams = <Shape extends z.ZodRawShape, Name extends keyof Shape & string>(
  params: z.ZodObject<Shape>,
  ...required: Name[]
) =>
  params.partial().extend(Object.fromEntries(required.map((name) => [name, params.shape[name]])) as Pick<Shape, Name>);

/** Edit parameters: the record's Id and only the fields that changed. */
export const editParams = <Params extends z.ZodObject>(params: Params) => params.partial().extend({ Id: id() });
