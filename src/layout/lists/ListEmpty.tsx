import Add from '@mui/icons-material/Add';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Link,
  ListNoResults,
  useCanAccess,
  useCreatePath,
  useListContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';

/**
 * A list with no records at all, in words of its own (`resources.<name>.emptyList`, 'No abonents yet')
 * rather than react-admin's 'No Abonents yet. Do you want to add one?' built from the resource's name,
 * which Russian cannot decline; with a button to the create page labelled with an invite
 * (`resources.<name>.invite`, 'Add the first abonent') when the resource can be created. A plain button,
 * not react-admin's CreateButton, which on a phone floats over the page beside the header's own.
 */
export const ListEmpty = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const { canAccess: mayCreate } = useCanAccess({ action: 'create', resource });
  const createPath = useCreatePath();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }} data-testid="list-empty">
      <InboxOutlined color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="p">
        {translate(`resources.${resource}.emptyList`, { _: translate('common.list.empty') })}
      </Typography>
      {hasCreate && mayCreate !== false && (
        <Button variant="contained" component={Link} to={createPath({ resource, type: 'create' })} startIcon={<Add />}>
          {translate(`resources.${resource}.invite`, { _: translate(`resources.${resource}.create`) })}
        </Button>
      )}
    </Stack>
  );
};

/**
 * A search or filter that found nothing: 'Nothing found for “…”' with what was searched, and a button
 * that clears the search and the filters.
 */
export const NothingFound = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const query = typeof filterValues?.q === 'string' ? filterValues.q.trim() : '';
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <SearchOff color="disabled" sx={{ fontSize: 48 }} />
      <Typography component="p">
        {query ? translate('common.list.nothingFound', { query }) : translate('common.list.nothingMatches')}
      </Typography>
      <Button variant="outlined" onClick={() => setFilters({}, [])}>
        {translate('common.list.clearFilters')}
      </Button>
    </Stack>
  );
};

/**
 * The empty state of a list inside a record's page (its keys, its servers): the section's own words
 * (`message`, a translation key) when it has nothing, and react-admin's 'no results' when its search
 * found nothing.
 */
export const SectionEmpty = ({ message }: { message: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  if (filterValues.q) return <ListNoResults />;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(message)}
    </Typography>
  );
};
