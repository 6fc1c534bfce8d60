import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SearchInput, type SearchInputProps, useTranslate } from 'react-admin';
import { useCardLayout } from './ListCards';

/**
 * The most characters of a placeholder that a phone's search box shows whole (about 250 px of it beside
 * the list's buttons, at the inputs' 16 px).
 */
const PHONE_PLACEHOLDER_LENGTH = 28;

/**
 * A list's search box. A placeholder cannot wrap, and on a phone a long one was cut where it says what
 * can be searched ('ФИО, телефон, дом, помещение…'): there the box says 'Search' and the whole text
 * stands under it, on as many lines as it takes. Elsewhere, and for a short one, the placeholder alone.
 */
const ListSearchInput = ({ placeholder = '', ...props }: SearchInputProps) => {
  const translate = useTranslate();
  const phone = useCardLayout();
  const long = phone && placeholder.length > PHONE_PLACEHOLDER_LENGTH;
  if (!long) return <SearchInput {...props} placeholder={placeholder} />;
  // The filter form takes every filter's helper text away (react-admin's FilterFormInput): the text is
  // drawn here, and is the box's accessible name as the placeholder is elsewhere.
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <SearchInput
        {...props}
        placeholder={translate('ra.action.search')}
        slotProps={{ htmlInput: { 'aria-label': placeholder } }}
      />
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mx: 1.75, mt: 0.5 }}>
        {placeholder}
      </Typography>
    </Box>
  );
};

/** Every list's search box, sent to the list Action as `Search` (the filter `q`), with its placeholder. */
export const searchFilter = (placeholder: string) => (
  <ListSearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={placeholder}
    sx={{ minWidth: { xs: 0, sm: 320 }, width: { xs: '100%', sm: 'auto' } }}
  />
);
