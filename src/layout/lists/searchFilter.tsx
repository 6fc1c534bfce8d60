import { SearchInput } from 'react-admin';

/** Every list's search box, sent to the list Action as `Search` (the filter `q`), with its placeholder. */
export const searchFilter = (placeholder: string) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={placeholder}
    sx={{ minWidth: { xs: 0, sm: 320 }, width: { xs: '100%', sm: 'auto' } }}
  />
);
