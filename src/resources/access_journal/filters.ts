import type { JournalQuery } from '../../dataProvider/journalMethods';
import type { PassKeyType, PassResult } from '../../../contract/pass-event';
import { fromLocalInput, type PeriodPreset, presetRange } from './period';

/** A node of the access tree the journal is narrowed to. */
export interface PlaceFilter {
  id: string;
  kind: 'object' | 'perimeter' | 'point';
  name: string;
}

/** Where the area's store keeps the journal's filters. */
export const JOURNAL_FILTERS_STORE_KEY = 'access_journal.filters';

/** What the journal's filter bar holds (kept in the area's store: the journal opens as it was left). */
export interface JournalFilterState {
  preset: PeriodPreset;
  /** The custom period's ends, as `datetime-local` values. */
  from: string;
  until: string;
  place: PlaceFilter | null;
  keyType: PassKeyType | '';
  result: PassResult | '';
  user: string;
  cardId: string;
}

export const defaultJournalFilters: JournalFilterState = {
  preset: 'thisMonth',
  from: '',
  until: '',
  place: null,
  keyType: '',
  result: '',
  user: '',
  cardId: '',
};

const placeParam = { object: 'AccessObjectId', perimeter: 'PerimeterId', point: 'AccessPointId' } as const;

/** The filters as the journal's Actions take them; a preset's dates are worked out now. */
export function toJournalQuery(state: JournalFilterState, now = new Date()): JournalQuery {
  const period =
    state.preset === 'custom'
      ? { from: fromLocalInput(state.from), until: fromLocalInput(state.until) }
      : presetRange(state.preset, now);
  return {
    From: period.from,
    Until: period.until,
    ...(state.place && { [placeParam[state.place.kind]]: state.place.id }),
    KeyType: state.keyType || undefined,
    Result: state.result || undefined,
    User: state.user.trim() || undefined,
    CardId: state.cardId.trim() || undefined,
  };
}

/** Whether anything beyond the period narrows the journal: new events may then be ones it hides. */
export const isNarrowed = (state: JournalFilterState) =>
  !!(state.place || state.keyType || state.result || state.user.trim() || state.cardId.trim());

/** How many filters differ from the journal's defaults (the period among them): a phone's filter button shows it. */
export const activeFilterCount = (state: JournalFilterState) =>
  [
    state.preset !== defaultJournalFilters.preset,
    state.place,
    state.keyType,
    state.result,
    state.user.trim(),
    state.cardId.trim(),
  ].filter(Boolean).length;
