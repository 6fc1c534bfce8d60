import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export interface PageHeaderProps {
  title: string;
  /** The left group, after the title (e.g. a status or a back link). */
  children?: ReactNode;
  /** The action buttons on the right. */
  actions?: ReactNode;
}

/** The height of the app bar (AreaAppBar.tsx, its bottom border under it), at every width. */
const APP_BAR_HEIGHT = 48;

/** Where react-admin's layout renders the page (its skip link's target). */
const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves the focus to a page's heading when the page opens, unless the page took it itself (a form's
 * first field). After a navigation the control that led here is gone (a row, a Save that returned to
 * the list) or is left behind in the menu, and the focus fell to <body> or stayed in the sidebar: a
 * keyboard or screen-reader user would start again from the top of the document. From the heading, the
 * next Tab reaches the page's own controls, and a screen reader says which page opened. A dialog keeps
 * the focus it has. Asked again when the path changes: a page that opens another of its kind (one record
 * after another, one list after another) keeps its header.
 */
function useFocusOnArrival(heading: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const focused = document.activeElement;
    const inPage = focused && focused !== document.body && document.getElementById(MAIN_CONTENT_ID)?.contains(focused);
    if (inPage || focused?.closest('[role="dialog"]')) return;
    heading.current?.focus({ preventScroll: true });
  }, [heading, pathname]);
}

/** The header of a screen: a left group with the title and action buttons. */
export const PageHeader = ({ title, children, actions }: PageHeaderProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={(theme) => ({
        alignItems: 'center',
        justifyContent: 'space-between',
        pt: 2,
        pb: 1,
        flexWrap: 'wrap',
        // On a phone the header stays under the app bar (always on there, AreaAppBar.tsx) as the page
        // scrolls: a save that scrolls to its message no longer takes the title and buttons away. Its own
        // ground covers what scrolls beneath it, to the content's edges.
        [theme.breakpoints.down('md')]: {
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          zIndex: theme.zIndex.appBar - 1,
          bgcolor: 'background.default',
          mx: -1,
          px: 1,
          pt: 1.5,
        },
      })}
      data-testid="page-header"
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        {/* Focusable by the page only (-1): not a Tab stop, and no ring, since it is not a control. */}
        {/*
          The whole title, on as many lines as it takes: cut to its width, a phone's 390 px left
          'Company ad…' of a record's title. A little smaller there, so that two lines are the most.
        */}
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h1"
          sx={(theme) => ({
            '&:focus': { outline: 'none' },
            minWidth: 0,
            overflowWrap: 'anywhere',
            [theme.breakpoints.down('sm')]: { fontSize: '1.25rem', lineHeight: 1.3 },
          })}
        >
          {title}
        </Typography>
        {children}
      </Stack>
      {/* Buttons that do not fit one line (a phone's) go on to the next rather than past the screen's edge. */}
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="page-header-actions">
          {actions}
        </Stack>
      )}
    </Stack>
  );
};
