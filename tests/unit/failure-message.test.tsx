import { cleanup, render, screen } from '@testing-library/react';
import { HttpError, I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ActionError, PartialDeleteError } from '../../src/dataProvider/actionClient';
import { abonentMessages } from '../../contract/abonent';
import { withArgs } from '../../contract/messages';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { failureMessage, useFailureMessage } from '../../src/layout/failureMessage';

/** The one failure-message helper. */

describe('failureMessage', () => {
  it("is the response's error string", () => {
    expect(failureMessage(new HttpError('common.errors.conflict', 409, { error: 'addresses.errors.duplicate' }))).toBe(
      'addresses.errors.duplicate',
    );
    expect(failureMessage(new ActionError('Conflict', 409, { error: 'addresses.errors.duplicate' }))).toBe(
      'addresses.errors.duplicate',
    );
  });

  it('is the message the dataProvider chose when the response had no error string, else the generic one', () => {
    expect(failureMessage(new HttpError('common.errors.generic', 0))).toBe('common.errors.generic');
    expect(failureMessage(new HttpError('', 502, {}))).toBe('common.errors.generic');
    expect(failureMessage(new ActionError('Bad Gateway', 502, {}))).toBe('common.errors.generic');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('common.errors.generic');
  });

  it("is 'Unknown error' for what is not an error", () => {
    expect(failureMessage('boom')).toBe('common.errors.unknown');
    expect(failureMessage(undefined)).toBe('common.errors.unknown');
    expect(failureMessage({ error: 'not an Error' })).toBe('common.errors.unknown');
  });
});

describe('useFailureMessage: the message as a person reads it', () => {
  const Shown = ({ error }: { error: unknown }) => <p>{useFailureMessage()(error)}</p>;
  const show = (error: unknown, locale: 'en' | 'ru' = 'en') => {
    window.localStorage.setItem('lang', locale);
    const i18nProvider = createI18nProvider();
    render(
      <I18nContextProvider value={i18nProvider}>
        <Shown error={error} />
      </I18nContextProvider>,
    );
    return screen.getByRole('paragraph');
  };

  it('translates a key, in English and in Russian', () => {
    const error = new HttpError('x', 404, { error: 'common.errors.notFound' });
    expect(show(error)).toHaveTextContent('The record was not found');
    cleanup();
    expect(show(error, 'ru')).toHaveTextContent('Запись не найдена');
  });

  it('translates a key with arguments', () => {
    const message = withArgs(abonentMessages.codeTaken, { code: 555 });
    expect(show(new HttpError(message, 409, { error: message }))).toHaveTextContent(
      'ID 555 already belongs to another abonent',
    );
  });

  it("shows a server's text that is not a key as it is", () => {
    expect(show(new HttpError('x', 500, { error: 'Disk full' }))).toHaveTextContent('Disk full');
  });

  it('says the generic message for an error without a response', () => {
    expect(show(new TypeError('Failed to fetch'))).toHaveTextContent('Something went wrong...');
  });

  it("says 'Unknown error' for what is not an error", () => {
    expect(show(undefined)).toHaveTextContent('Unknown error');
  });

  it('says how much of a bulk deletion went, and why the rest did not', () => {
    const cause = new HttpError('common.errors.notFound', 404, { error: 'common.errors.notFound' });
    expect(show(new PartialDeleteError(1, 3, cause))).toHaveTextContent(
      '1 of 3 deleted; the others could not be: The record was not found',
    );
  });
});
