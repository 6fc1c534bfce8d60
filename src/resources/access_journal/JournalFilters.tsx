import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterList from '@mui/icons-material/FilterList';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { passKeyTypes, passResults } from '../../../contract/pass-event';
import { useAutocompleteTexts } from '../../layout/inputs/useAutocompleteTexts';
import { useCardLayout } from '../../layout/lists/ListCards';
import {
  activeFilterCount,
  defaultJournalFilters,
  isNarrowed,
  type JournalFilterState,
  type PlaceFilter,
} from './filters';
import { periodPresets } from './period';

/** The access tree's nodes to narrow by, objects first: a place of any depth. */
export const usePlaces = () => {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ['access_journal', 'places'],
    queryFn: async () => {
      const { data } = await dataProvider.getAccessTree();
      const order = { object: 0, perimeter: 1, point: 2 } as const;
      return data
        .map((node): PlaceFilter => ({ id: node.id, kind: node.kind, name: node.name }))
        .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name));
    },
    staleTime: 60_000,
  });
};

export const PlaceInput = ({
  value,
  onChange,
}: {
  value: PlaceFilter | null;
  onChange: (place: PlaceFilter | null) => void;
}) => {
  const translate = useTranslate();
  const { data: places = [] } = usePlaces();
  const autocompleteTexts = useAutocompleteTexts();
  return (
    <Autocomplete
      {...autocompleteTexts}
      size="small"
      // Wide enough for its label in both languages ('Точка доступа, периметр или объект' beside the arrow).
      sx={{ minWidth: 360 }}
      options={places}
      value={value}
      onChange={(_event, place) => onChange(place)}
      groupBy={(place) => translate(`resources.access_journal.placeKinds.${place.kind}`)}
      getOptionLabel={(place) => place.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={translate('resources.access_journal.fields.place')} />}
    />
  );
};

const selectOf = <Value extends string>(
  label: string,
  value: Value | '',
  options: readonly Value[],
  optionLabel: (option: Value) => string,
  onChange: (value: Value | '') => void,
  /** The choice of no filter, if the select has one (the period has not). */
  all?: string,
) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as Value | '')}
    sx={{ minWidth: 200 }}
  >
    {all !== undefined && <MenuItem value="">{all}</MenuItem>}
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {optionLabel(option)}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * The journal's filter bar: period (presets or custom), place, key type, result, user or phone, card.
 * On a phone (where the lists show cards) its six fields stacked took the whole first screen: there they
 * fold behind one button, which says how many are on, and open under it.
 */
export const JournalFilters = (props: { value: JournalFilterState; onChange: (state: JournalFilterState) => void }) => {
  const translate = useTranslate();
  const phone = useCardLayout();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <FilterFields {...props} />;
  const count = activeFilterCount(props.value);
  const label = translate('resources.access_journal.filters.toggle');
  const active = translate('resources.access_journal.filters.active', { smart_count: count });
  return (
    <Box sx={{ pt: 1 }}>
      <Button
        variant={open ? 'contained' : 'outlined'}
        startIcon={<FilterList />}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        aria-expanded={open}
        aria-controls={id}
        aria-label={count > 0 ? `${label}, ${active}` : label}
        onClick={() => setOpen(!open)}
        data-testid="journal-filters-toggle"
      >
        {label}
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              ml: 1,
              px: 0.75,
              minWidth: 20,
              borderRadius: 10,
              lineHeight: '20px',
              fontSize: '0.75rem',
              bgcolor: open ? 'primary.contrastText' : 'primary.main',
              color: open ? 'primary.main' : 'primary.contrastText',
            }}
          >
            {count}
          </Box>
        )}
      </Button>
      <Collapse in={open} unmountOnExit>
        <div id={id}>
          <FilterFields {...props} />
        </div>
      </Collapse>
    </Box>
  );
};

/** The filters' fields, in a row that wraps (stacked on a phone). */
const FilterFields = ({
  value,
  onChange,
}: {
  value: JournalFilterState;
  onChange: (state: JournalFilterState) => void;
}) => {
  const translate = useTranslate();
  const set = <Key extends keyof JournalFilterState>(key: Key, next: JournalFilterState[Key]) =>
    onChange({ ...value, [key]: next });
  const t = (key: string) => translate(`resources.access_journal.${key}`);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      // On a phone each filter takes the row's width, as in the other lists, rather than five ragged widths.
      sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1, '& > *': { flex: { xs: '1 1 100%', sm: '0 1 auto' } } }}
      role="search"
    >
      {selectOf(
        t('fields.period'),
        value.preset,
        periodPresets,
        (preset) => t(`presets.${preset}`),
        (preset) => set('preset', preset || defaultJournalFilters.preset),
      )}
      {value.preset === 'custom' && (
        <>
          <TextField
            size="small"
            type="datetime-local"
            label={t('filters.from')}
            value={value.from}
            onChange={(event) => set('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={t('filters.to')}
            value={value.until}
            onChange={(event) => set('until', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      <PlaceInput value={value.place} onChange={(place) => set('place', place)} />
      {selectOf(
        t('fields.keyType'),
        value.keyType,
        passKeyTypes,
        (type) => t(`keyType.${type}`),
        (type) => set('keyType', type),
        t('filters.allKeyTypes'),
      )}
      {selectOf(
        t('fields.accessResult'),
        value.result,
        passResults,
        (result) => t(`accessResult.${result === 'denied' ? 'accessDenied' : 'opened'}`),
        (result) => set('result', result),
        t('filters.allResults'),
      )}
      <TextField
        size="small"
        label={t('filters.user')}
        value={value.user}
        onChange={(event) => set('user', event.target.value)}
      />
      <TextField
        size="small"
        label={t('fields.cardId')}
        value={value.cardId}
        onChange={(event) => set('cardId', event.target.value)}
        sx={{ width: 150 }}
      />
      {(isNarrowed(value) || value.preset !== defaultJournalFilters.preset) && (
        <Button onClick={() => onChange(defaultJournalFilters)}>{t('clearFilters')}</Button>
      )}
    </Stack>
  );
};
