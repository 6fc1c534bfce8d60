import { useCallback } from 'react';
import { HttpError, type TranslateFunction, useNotify, useTranslate } from 'react-admin';
import { errorMessageOf, PartialDeleteError } from '../dataProvider/actionClient';
import { parseMessage } from '../../contract/messages';

/**
 * The message of a failed call: the response's `error` string when it has one, else
 * the generic message ('Something went wrong...'), else, when what failed is not even an error,
 * 'Unknown error'. Usually a translation key (possibly with arguments, see messages.ts `withArgs`);
 * the server's own text when it sent one that is not a key.
 *
 * It takes what the dataProvider rejects with (an HttpError whose message it has already chosen this
 * way) as well as a raw ActionError of the protocol client.
 */
export const failureMessage = (error: unknown): string => {
  if (error instanceof HttpError) {
    const body: unknown = error.body;
    const sent = body && typeof body === 'object' && 'error' in body ? body.error : undefined;
    if (typeof sent === 'string' && sent) return sent;
    return error.message || 'common.errors.generic';
  }
  return errorMessageOf(error);
};

/** What to show for a failure: a translation key (or text) and its arguments. */
export interface FailureNotice {
  message: string;
  args: Record<string, unknown>;
}

/**
 * The failure as a message and its arguments, those that are keys translated; `_` keeps a text that is
 * not a key as it is. A bulk
 * deletion that went only in part says how many went and why the others did not (translated here,
 * since a toast translates only its own message).
 */
export const failureNotice = (error: unknown, translate: TranslateFunction): FailureNotice => {
  if (error instanceof PartialDeleteError) {
    return {
      message: error.message,
      args: { deleted: error.deleted, total: error.total, reason: translateFailure(error.cause, translate) },
    };
  }
  const { message, args } = parseMessage(failureMessage(error));
  // An argument may itself be a key (the states of a refused key move): shown translated; text stays.
  const shown = Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      typeof value === 'string' ? translate(value, { _: value }) : value,
    ]),
  );
  return { message, args: { ...shown, _: message } };
};

/** The failure's message translated, for a page or a dialog that shows it in place. */
export const translateFailure = (error: unknown, translate: TranslateFunction): string => {
  const { message, args } = failureNotice(error, translate);
  return translate(message, args);
};

/** `(error) => text`: the failure's message in the person's language. */
export const useFailureMessage = () => {
  const translate = useTranslate();
  return useCallback((error: unknown) => translateFailure(error, translate), [translate]);
};

/** `(error) => void`: the red toast of a failed save or delete. */
export const useNotifyFailure = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const { message, args } = failureNotice(error, translate);
      notify(message, { type: 'error', messageArgs: args });
    },
    [notify, translate],
  );
};

/**
 * The server's messages for the form's fields of a failed call (the dataProvider puts the error body's
 * `fields` under `errors`), for react-admin to show under their inputs; undefined when there are none.
 */
export const fieldFailures = (error: unknown): Record<string, string> | undefined => {
  const errors: unknown = error instanceof HttpError ? error.body?.errors : undefined;
  if (!errors || typeof errors !== 'object') return undefined;
  const messages = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return messages.length > 0 ? Object.fromEntries(messages) : undefined;
};
