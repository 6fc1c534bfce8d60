import { describe, expect, it } from 'vitest';
import { CARD_NOTATIONS } from '../../contract/card-notation';
import { importMessages, ROW_REFUSALS } from '../../contract/import-file';
import {
  columnsByHeader,
  columnText,
  fieldOfHeader,
  guessColumns,
  headerKey,
  IMPORT_FIELDS,
  IMPORT_KINDS,
  parseColumn,
} from '../../contract/import-columns';
import { storedValue, VALUE_REFUSALS } from '../../contract/import-values';
import { messages } from './support/messages';

describe('the columns of a file, guessed from its header', () => {
  it('in English', () => {
    const header = [
      'Full name',
      'Phone number',
      'Address',
      'Apt',
      'Floor',
      'Card',
      'BLE tag',
      'Car',
      'Car model',
      'Access zone',
      'Notes',
    ];
    expect(guessColumns('residents', header)).toEqual([
      'name',
      'phone',
      'address',
      'apartment',
      'floor',
      'card',
      'ble',
      'car',
      'carModel',
      'zone',
      'comment',
    ]);
  });

  it('in Russian, whatever the case, ё and punctuation', () => {
    const header = [
      'ФИО',
      'Телефон',
      'Адрес',
      'Кв.',
      'Этаж',
      'Номер карты',
      'BLE-метка',
      'Госномер',
      'Марка автомобиля',
      'Зона доступа',
      'Примечание',
      'Корпус',
    ];
    expect(guessColumns('residents', header)).toEqual([
      'name',
      'phone',
      'address',
      'apartment',
      'floor',
      'card',
      'ble',
      'car',
      'carModel',
      'zone',
      'comment',
      'building',
    ]);
    expect(fieldOfHeader('residents', 'НОМЕР КВАРТИРЫ')).toBe('apartment');
    expect(fieldOfHeader('residents', 'Номер телефона')).toBe('phone');
    expect(fieldOfHeader('residents', 'Автомобиль')).toBe('car');
    expect(fieldOfHeader('residents', 'Ключ')).toBe('card');
  });

  it('gives a field to its first column only, but cards to each card column', () => {
    expect(guessColumns('residents', ['Телефон', 'Тел. доп.', 'Карта 1', 'Карта 2', 'Что-то ещё'])).toEqual([
      'phone',
      null,
      'card',
      'card',
      null,
    ]);
  });

  it('guesses only the fields of the kind imported', () => {
    expect(guessColumns('addresses', ['Адрес', 'ФИО', 'Карта'])).toEqual(['address', null, null]);
  });

  it('takes the company’s choice for a header before any guess, a skipped column included', () => {
    const remembered = columnsByHeader(['Код', 'ФИО'], [{ field: 'card' }, { field: null }]);
    expect(remembered).toEqual({ [headerKey('код')]: 'card', [headerKey('фио')]: null });
    expect(guessColumns('residents', [' код ', 'ФИО', 'Телефон'], remembered)).toEqual(['card', null, 'phone']);
  });
});

describe('the Columns parameter', () => {
  it('reads each column back as it is written', () => {
    for (const column of [{ field: 'name' }, { field: 'card', notation: 'hex' }, { field: null }] as const) {
      expect(parseColumn('residents', columnText(column))).toEqual(column);
    }
  });

  it('refuses a field of another kind, a notation of a field that is no card, an unknown notation', () => {
    expect(parseColumn('addresses', 'name')).toBeUndefined();
    expect(parseColumn('residents', 'phone:hex')).toBeUndefined();
    expect(parseColumn('residents', 'card:octal')).toBeUndefined();
    expect(parseColumn('residents', 'card:hex:x')).toBeUndefined();
  });
});

describe('a cell as it will be stored', () => {
  it('a phone in E.164 digits, a floor as a number', () => {
    expect(storedValue({ field: 'phone' }, '8 (926) 111-22-33', 'residents')).toEqual({ value: '79261112233' });
    expect(storedValue({ field: 'phone' }, '12345', 'residents')).toEqual({ refusal: 'invalidPhone' });
    expect(storedValue({ field: 'floor' }, '-2', 'residents')).toEqual({ value: -2 });
    expect(storedValue({ field: 'floor' }, '2.5', 'residents')).toEqual({ refusal: 'invalidFloor' });
  });

  it('a required field left empty, an optional one as nothing, a skipped column as nothing at all', () => {
    expect(storedValue({ field: 'name' }, '  ', 'residents')).toEqual({ refusal: 'required' });
    expect(storedValue({ field: 'apartment' }, '', 'residents')).toEqual({ value: null });
    // An address is a resident's to leave out, and a file of addresses' one field.
    expect(storedValue({ field: 'address' }, '', 'residents')).toEqual({ value: null });
    expect(storedValue({ field: 'address' }, '', 'addresses')).toEqual({ refusal: 'required' });
    expect(storedValue({ field: null }, 'anything', 'residents')).toEqual({});
  });

  it('the cards of a cell in the column’s notation, or why not', () => {
    expect(storedValue({ field: 'card', notation: 'hex' }, 'A1B2C3; 00000F', 'residents')).toEqual({
      codes: [10_597_059, 15],
    });
    expect(storedValue({ field: 'card', notation: 'decimal' }, 'A1B2C3', 'residents')).toEqual({
      refusal: 'unreadable',
    });
    expect(storedValue({ field: 'card' }, '123456', 'residents')).toEqual({ refusal: 'notationNotChosen' });
    expect(storedValue({ field: 'ble' }, '', 'residents')).toEqual({ codes: [] });
  });
});

describe('the words of an import', () => {
  const keys = [
    ...IMPORT_KINDS.flatMap((kind) => IMPORT_FIELDS[kind].map((field) => `importFiles.columns.${field}`)),
    ...CARD_NOTATIONS.map((notation) => `importFiles.notations.${notation}`),
    ...VALUE_REFUSALS.map((refusal) => `importFiles.refusals.${refusal}`),
    ...ROW_REFUSALS.map((refusal) => `importFiles.rowRefusals.${refusal}`),
    ...Object.values(importMessages),
  ];

  it.each(['en', 'ru'] as const)('name every field, notation, refusal and error in %s', (locale) => {
    const missing = keys.filter(
      (key) =>
        typeof key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[locale]) !==
        'string',
    );
    expect(missing).toEqual([]);
  });
});
