import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPage } from '../../lazyPage';
import { isSearchShortcut } from './shortcut';

/** The dialog, with the contract's kinds and groups, is loaded when first opened. */
const SearchDialog = lazyPage(() => import('./SearchDialog'));

/**
 * The header's search: a field (an icon on a phone) that opens the search dialog, as Ctrl-K or ⌘K do
 * from anywhere in the area.
 */
export const HeaderSearch = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // The browser's own Ctrl-K puts the cursor in its address bar.
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const shared = {
    onClick: () => setOpen(true),
    'aria-keyshortcuts': 'Control+K Meta+K',
    'aria-haspopup': 'dialog' as const,
    'data-testid': 'header-search',
  };
  return (
    <>
      {phone ? (
        <IconButton color="inherit" aria-label={translate('search.open')} {...shared}>
          <SearchIcon />
        </IconButton>
      ) : (
        <ButtonBase
          {...shared}
          sx={(theme) => ({
            mx: 1,
            px: 1.25,
            height: 36,
            width: { sm: 220, md: 300 },
            justifyContent: 'flex-start',
            gap: 1,
            borderRadius: 1,
            color: 'inherit',
            // The bar's own colours in either theme: a field's outline and the shade of a hovered row.
            border: `1px solid ${theme.palette.divider}`,
            backgroundColor: theme.palette.action.hover,
            '&:hover': { backgroundColor: theme.palette.action.selected },
          })}
        >
          <SearchIcon fontSize="small" />
          <Box component="span" sx={{ flex: 1, textAlign: 'left', opacity: 0.9, fontSize: '0.875rem' }}>
            {translate('search.open')}
          </Box>
          {/* The shortcut is told to assistive technology by aria-keyshortcuts: the name stays "Search". */}
          <Box
            component="kbd"
            aria-hidden
            sx={{ fontFamily: 'inherit', fontSize: '0.75rem', opacity: 0.85, border: 1, borderRadius: 0.5, px: 0.5 }}
          >
            {translate('search.shortcut')}
          </Box>
        </ButtonBase>
      )}
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} fullScreen={phone} />
        </Suspense>
      )}
    </>
  );
};
