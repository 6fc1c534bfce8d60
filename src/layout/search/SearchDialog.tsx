import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { groupOfKind, SEARCH_MIN_TEXT, type SearchResult, searchGroups } from '../../../contract/search';
import { useArea } from '../../areas/AreaContext';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useDebounced } from './useDebounced';
import { useSearchPath } from './useSearchPath';

/** How long the typing must pause before the search asks. */
const DEBOUNCE_MS = 250;

/** The results in the order they are shown: by group, each group as the server ranked it. */
const inGroups = (results: SearchResult[]) =>
  searchGroups
    .map((group) => ({ group, results: results.filter((result) => groupOfKind[result.kind] === group) }))
    .filter(({ results: found }) => found.length > 0);

/**
 * The search dialog: a field and the results grouped by kind. ↑ and ↓ move through the results, Enter
 * opens the chosen one, Escape closes; on a phone it takes the whole screen.
 */
const SearchDialog = ({ onClose, fullScreen }: { onClose: () => void; fullScreen: boolean }) => {
  const translate = useTranslate();
  const area = useArea();
  const dataProvider = useConsoleDataProvider();
  const navigate = useNavigate();
  const pathOf = useSearchPath();
  const id = useId();
  const [text, setText] = useState('');
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: ['Search', area, query],
    queryFn: () => dataProvider.search({ Query: query }).then(({ data: answer }) => answer.results),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A failure is said at once, with a button to try again: the person is waiting on it.
    retry: false,
  });
  const results = useMemo(() => (query === '' ? [] : (data ?? [])), [data, query]);
  const groups = useMemo(() => inGroups(results), [results]);
  const shown = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [shown]);
  // The chosen result stays in sight as the arrows move past the list's visible part.
  useEffect(
    () => document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' }),
    [active, optionId],
  );
  const [entered, setEntered] = useState(false);
  const settled = query === text.trim() && !isFetching;

  const open = (result: SearchResult | undefined) => {
    if (!result) return;
    onClose();
    navigate(pathOf(result));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Typed and entered at once: the results of what was typed open when they come.
      if (settled) open(shown[active]);
      else setEntered(true);
    }
  };
  const openEntered = useEffectEvent(() => {
    setEntered(false);
    if (!isError) open(shown[active]);
  });
  useEffect(() => {
    if (entered && settled) openEntered();
  }, [entered, settled]);
  const secondary = (result: SearchResult) =>
    [
      groupOfKind[result.kind] === 'devices' && translate(`search.kinds.${result.kind}`),
      result.matched && translate(`search.matched.${result.matched.field}`, { value: result.matched.value }),
      result.detail,
      result.company,
    ]
      .filter(Boolean)
      .join(' · ');
  let state: string | undefined;
  if (query === '') state = translate(`search.hint.${area}`);
  else if (isError) state = undefined;
  else if (settled && shown.length === 0)
    state = query.length < SEARCH_MIN_TEXT ? translate('search.tooShort') : translate('search.empty', { query });

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: fullScreen ? 'stretch' : 'flex-start' } }}
      // The paper is the element of role dialog: its name goes there.
      slotProps={{ paper: { 'aria-label': translate('search.label'), sx: fullScreen ? undefined : { mt: 8 } } }}
    >
      <Box sx={{ p: 2, pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate(`search.placeholder.${area}`)}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('search.label'),
              'aria-expanded': shown.length > 0,
              'aria-controls': `${id}-results`,
              'aria-activedescendant': shown.length > 0 ? optionId(active) : undefined,
              'aria-autocomplete': 'list',
              maxLength: 100,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* A phone has no Escape key. */}
        {fullScreen && (
          <IconButton onClick={onClose} aria-label={translate('ra.action.close')} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('search.searching')} />}</Box>
      {isError && (
        <Alert
          severity="error"
          sx={{ mx: 2, my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('search.retry')}
            </Button>
          }
        >
          {translate('search.error')}
        </Alert>
      )}
      {state && (
        <Typography role="status" color="text.secondary" sx={{ px: 3, py: 2 }}>
          {state}
        </Typography>
      )}
      <List
        id={`${id}-results`}
        role="listbox"
        aria-label={translate('search.label')}
        dense
        sx={{ overflowY: 'auto', maxHeight: fullScreen ? undefined : '60vh', pt: 0 }}
      >
        {groups.map(({ group, results: found }) => (
          <li key={group} role="presentation">
            <ul role="group" aria-labelledby={`${id}-${group}`} style={{ padding: 0 }}>
              <ListSubheader id={`${id}-${group}`} role="presentation">
                {translate(`search.groups.${group}`)}
              </ListSubheader>
              {found.map((result) => {
                const index = shown.indexOf(result);
                return (
                  <ListItemButton
                    key={`${result.kind}:${result.id}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    selected={index === active}
                    onMouseMove={() => setActive(index)}
                    onClick={() => open(result)}
                    tabIndex={-1}
                  >
                    <ListItemText
                      primary={result.title}
                      secondary={secondary(result) || undefined}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </ListItemButton>
                );
              })}
            </ul>
          </li>
        ))}
      </List>
      {shown.length > 0 && !fullScreen && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 3, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {translate('search.keys')}
        </Typography>
      )}
    </Dialog>
  );
};

export default SearchDialog;
