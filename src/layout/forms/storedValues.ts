import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { sameValue } from '../../dataProvider/params';

/** A field's messages, nested ones too (an interval's start and end), without react-hook-form's element refs. */
const messagesOf = (error: FieldErrors[string]): unknown =>
  !error || typeof error !== 'object'
    ? undefined
    : 'message' in error && typeof (error as FieldError).message === 'string'
      ? (error as FieldError).message
      : Object.fromEntries(
          Object.entries(error)
            .filter(([key]) => key !== 'ref')
            .map(([key, nested]) => [key, messagesOf(nested as FieldErrors[string])]),
        );

/**
 * An edit form's resolver: the domain schema's, except that a field left as it was stored does not
 * block saving the others with an error its stored value already had. Records come from elsewhere too
 * (a resident's app, data imported before a rule was tightened): a UK drama-range number that
 * libphonenumber calls invalid made a user's page unsaveable, with no field showing why. The update sends
 * only the changed fields (changedValues), so the stored value is not sent, and the server checks what is.
 *
 * When only such errors remain, each other field is read by its own schema (trimmed, normalised, an
 * empty interval as none) and those fields keep their stored values. `onValues` is told the values a
 * save would send whenever they are valid.
 */
export const keepingStoredValues = (
  schema: z.ZodType<FieldValues, FieldValues>,
  validate: Resolver<FieldValues>,
  record: FieldValues | undefined,
  onValues: (values: FieldValues) => void,
): Resolver<FieldValues> => {
  let storedErrors: Promise<FieldErrors> | undefined;
  return async (values, context, options) => {
    const result = await validate(values, context, options);
    const fields = Object.keys(result.errors);
    if (fields.length === 0 || !record) {
      if (fields.length === 0) onValues(result.values);
      return result;
    }
    storedErrors ??= Promise.resolve(validate(record, context, options)).then((stored) => stored.errors);
    const stored = await storedErrors;
    const standing = fields.filter(
      (field) =>
        !(
          sameValue(values[field], record[field]) &&
          sameValue(messagesOf(result.errors[field]), messagesOf(stored[field]))
        ),
    );
    if (standing.length === fields.length) return result;
    if (standing.length > 0)
      return { values: {}, errors: Object.fromEntries(standing.map((field) => [field, result.errors[field]])) };
    const kept = readFieldByField(schema, values, fields);
    onValues(kept);
    return { values: kept, errors: {} };
  };
};

/** The form's values, each read by its field's schema, but for the fields named in `kept`. */
const readFieldByField = (
  schema: z.ZodType<FieldValues, FieldValues>,
  values: FieldValues,
  kept: readonly string[],
) => {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return values;
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([field]) => field in values)
      .map(([field, fieldSchema]) => {
        if (kept.includes(field)) return [field, values[field]];
        const read = fieldSchema.safeParse(values[field]);
        return [field, read.success ? read.data : values[field]];
      }),
  );
};
