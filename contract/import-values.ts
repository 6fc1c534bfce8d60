import { FLOOR_MAX, FLOOR_MIN } from './abonent';
import { CARD_REFUSALS, type CardNotation, cardsInCell, readCard } from './card-notation';
import { TEXT_MAX_LENGTH } from './fields';
import type { ImportColumn, ImportField, ImportKind } from './import-columns';
import { parsePhone } from './phone';

/**
 * A file's cell as it will be stored: the value a field takes from the text (a phone in E.164 digits,
 * a card's code), or why the text cannot be stored (a translation key under
 * `resources.import_files.refusals`). The preview shows it beside what the file said; the dry run refuses
 * a row for it.
 */

export const VALUE_REFUSALS = [
  ...CARD_REFUSALS,
  'required',
  'tooLong',
  'invalidPhone',
  'invalidFloor',
  'invalidPlate',
  /** A card column whose notation is ambiguous and not chosen yet. */
  'notationNotChosen',
] as const;
export type ValueRefusal = (typeof VALUE_REFUSALS)[number];

export interface StoredValue {
  /** The value stored (null: the field is left empty). */
  value?: string | number | null;
  /** A card column's codes, one per card of the cell. */
  codes?: number[];
  refusal?: ValueRefusal;
}

/** The fields that must have a value, by what is imported: a resident's name and phone, an address. */
export const REQUIRED_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  residents: ['name', 'phone'],
  addresses: ['address'],
};
/** The longest each text field may be, as the resident's form allows (contract/abonent.ts). */
const MAX_LENGTH: Partial<Record<ImportField, number>> = {
  building: 50,
  apartment: 50,
  carModel: 60,
  car: 20,
  comment: 1000,
};

function storedCodes(text: string, notation: CardNotation | undefined): StoredValue {
  const cards = cardsInCell(text);
  if (cards.length === 0) return { codes: [] };
  if (!notation) return { refusal: 'notationNotChosen' };
  const codes: number[] = [];
  for (const card of cards) {
    const reading = readCard(card, notation);
    if (reading.refusal) return { refusal: reading.refusal };
    codes.push(reading.code);
  }
  return { codes };
}

/** One cell as the field of its column will store it, in a file of residents or of addresses. */
export function storedValue({ field, notation }: ImportColumn, cell: string, kind: ImportKind): StoredValue {
  const text = cell.trim();
  if (!field) return {};
  if (field === 'card' || field === 'ble') return storedCodes(text, notation);
  if (!text) return REQUIRED_FIELDS[kind].includes(field) ? { refusal: 'required' } : { value: null };
  switch (field) {
    case 'phone': {
      const phone = parsePhone(text);
      return phone ? { value: phone.number.slice(1) } : { refusal: 'invalidPhone' };
    }
    case 'floor': {
      const floor = Number(text);
      return Number.isInteger(floor) && floor >= FLOOR_MIN && floor <= FLOOR_MAX
        ? { value: floor }
        : { refusal: 'invalidFloor' };
    }
    case 'car':
      return text.length < 2 ? { refusal: 'invalidPlate' } : limited(field, text);
    default:
      return limited(field, text);
  }
}

const limited = (field: ImportField, text: string): StoredValue =>
  text.length > (MAX_LENGTH[field] ?? TEXT_MAX_LENGTH) ? { refusal: 'tooLong' } : { value: text };
