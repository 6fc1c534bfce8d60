import type { Theme, ThemeOptions } from '@mui/material/styles';

/**
 * The console's light and dark themes (Public Sans for headings, Inter for text): plain MUI options plus
 * react-admin's component keys, so that code outside react-admin can use them too.
 */
const headings = '"Public Sans", "Inter", system-ui, sans-serif';
const text = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export type ThemeName = 'light' | 'dark';

/**
 * The palette (primary blue, red, green, info, warning), as plain colours: the MUI
 * themes below and the bare pages' CSS variables (layout/bare) are both made from it.
 */
export const palettes: Record<
  ThemeName,
  Record<'primary' | 'error' | 'success' | 'info' | 'warning' | 'background' | 'paper', string>
> = {
  light: {
    primary: '#1f5fd6',
    error: '#d32f2f',
    success: '#2e7d32',
    info: '#0369a1',
    warning: '#b45309',
    background: '#f4f6fa',
    paper: '#ffffff',
  },
  dark: {
    primary: '#8ab4ff',
    error: '#f2645a',
    success: '#5cc16a',
    info: '#4fb3f0',
    warning: '#ffa24d',
    background: '#0f1218',
    paper: '#171b23',
  },
};

/** Table cells never grow past this; longer text is cut with an ellipsis. */
export const TABLE_CELL_MAX_WIDTH = 300;
export const SIDEBAR_WIDTH = 250;

const focusRing = (color: string) => ({ outline: `2px solid ${color}`, outlineOffset: -2 });
/** The ring on an element the browser itself marks as reached by the keyboard (a row, a link). */
const focusVisibleRing = ({ theme }: { theme: Theme }) => ({
  '&:focus-visible': focusRing(theme.palette.primary.main),
});

const shared = (mode: ThemeName): ThemeOptions & { sidebar: { width: number; closedWidth: number } } => ({
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 56 },
  // Someone whose system asks for less motion (WCAG 2.3.3) gets dialogs, menus and ripples without it.
  motion: { reducedMotion: 'system' },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: text,
    h1: { fontFamily: headings, fontWeight: 700 },
    h2: { fontFamily: headings, fontWeight: 700 },
    h3: { fontFamily: headings, fontWeight: 700 },
    h4: { fontFamily: headings, fontWeight: 700 },
    h5: { fontFamily: headings, fontWeight: 600 },
    h6: { fontFamily: headings, fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // The header stays on top of the page: a control the keyboard moves to is scrolled clear of it, not
    // under it.
    MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: 64 } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Where the keyboard is, drawn the same on every control (MUI's own focus is a faint ripple, and none
    // at all on a sort label, a menu item or a switch): inside the control, so that a table cell or the
    // sidebar that clips its overflow does not cut it off.
    MuiButtonBase: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme.palette.primary.main) }) },
    },
    MuiTableRow: { styleOverrides: { root: focusVisibleRing } },
    MuiLink: { styleOverrides: { root: focusVisibleRing } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiFormLabel: { styleOverrides: { asterisk: ({ theme }) => ({ color: theme.palette.error.main }) } },
    MuiCheckbox: {
      defaultProps: {
        // react-admin 5.15 (the newest) names its row checkboxes with `aria-label` on <Checkbox>, and its
        // select-all one also with `inputProps`: props MUI 9 no longer forwards to the <input>, so they
        // landed on the wrapping <span> (a name on an element without a role, and a checkbox without a
        // name). Every checkbox's name goes to its input here, whoever renders it.
        slotProps: {
          root: { 'aria-label': undefined, inputProps: undefined } as object,
          input: (ownerState: { 'aria-label'?: string; inputProps?: Record<string, unknown> }) => ({
            ...ownerState.inputProps,
            ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
          }),
        },
      },
    },
    MuiAppBar: {
      styleOverrides: {
        colorSecondary: ({ theme }) => ({
          backgroundColor: theme.palette.background.paper,
          color: theme.palette.text.primary,
          borderBottom: `1px solid ${theme.palette.divider}`,
        }),
      },
      defaultProps: { elevation: 0 },
    },
    ...({
      // A table wider than the page scrolls inside its card; react-admin's layout would otherwise grow
      // to fit it (min-width: fit-content) and push the page header and toolbar off screen. The table's
      // own wrapper scrolls, not the card: the selected rows' toolbar sits above the card and a
      // scrolling card would clip it.
      RaLayout: {
        styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
      },
      RaList: {
        styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 } } },
      },
      // A field's label sits on its top border once the field holds a value, 9 px above the field: the
      // room above each input keeps it clear of the helper or error line of the field before.
      RaSimpleForm: {
        styleOverrides: { root: { '& .ra-input': { marginTop: 16 } } },
      },
      RaDataTable: {
        styleOverrides: {
          root: {
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            '& .RaDataTable-rowCell': {
              maxWidth: TABLE_CELL_MAX_WIDTH,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
          },
        },
      },
      // react-admin draws its skip link in white on the page's own background (1.1:1): it is the primary
      // colour's button here. On a phone it would be an icon button without an icon, and there the menu
      // is a closed drawer, leaving nothing to skip.
      RaSkipNavigationButton: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            backgroundColor: theme.palette.primary.main,
            color: theme.palette.primary.contrastText,
            '&:hover': { backgroundColor: theme.palette.primary.dark, opacity: 1 },
            [theme.breakpoints.down('sm')]: { display: 'none' },
          }),
        },
      },
      // With no row selected, the selected rows' toolbar is still there, 0 px high: hidden, its buttons
      // are no Tab stops (a keyboard user reached an invisible Delete of '0 selected cameras').
      RaBulkActionsToolbar: {
        styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: ({ theme }: { theme: { palette: { primary: { main: string }; action: { selected: string } } } }) => ({
            borderLeft: '3px solid transparent',
            '&.RaMenuItemLink-active': {
              borderLeftColor: theme.palette.primary.main,
              backgroundColor: theme.palette.action.selected,
              fontWeight: 600,
            },
          }),
        },
      },
    } as ThemeOptions['components']),
  },
  palette: {
    mode,
    // Text on a coloured fill (contained buttons, filled chips) is white or dark, whichever reaches
    // WCAG AA's 4.5:1 on that colour (MUI's default, 3, let white text on the dark theme's red through).
    contrastThreshold: 4.5,
    primary: { main: palettes[mode].primary },
    secondary: { main: palettes[mode].primary },
    error: { main: palettes[mode].error },
    success: { main: palettes[mode].success },
    info: { main: palettes[mode].info },
    warning: { main: palettes[mode].warning },
    background: { default: palettes[mode].background, paper: palettes[mode].paper },
  },
});

export const lightTheme = shared('light');
export const darkTheme = shared('dark');

/** The remembered theme (localStorage `theme`), light by default. */
export const readThemeName = (): ThemeName => {
  try {
    return window.localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
};

/** Spec section 4: the theme is visible on the root element as data-theme. */
export const applyThemeAttribute = (name: ThemeName) => {
  document.documentElement.dataset.theme = name;
};
