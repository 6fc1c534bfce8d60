import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface CellTextProps {
  children: ReactNode;
  /**
   * Whether the cell itself takes keyboard focus when its text is cut, so that a keyboard user can read
   * the whole of it; false when the cell holds a focusable element of its own (the row's link).
   */
  focusable?: boolean;
}

/**
 * A table cell's content on one line (unless its column wraps), cut with an ellipsis at the cell's width
 * (at most 300 px). A cut text shows whole in a tooltip on hover and on keyboard focus. The tooltip is opened
 * by hand rather than by MUI's own listeners, which measure nothing and would show for every cell.
 */
export const CellText = ({ children, focusable = true }: CellTextProps) => {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return false;
    const isCut = element.scrollWidth > element.clientWidth;
    setCut(isCut);
    setText(isCut ? (element.textContent ?? '') : '');
    return isCut;
  }, []);

  useLayoutEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const show = () => setOpen(measure());
  const hide = () => setOpen(false);

  return (
    <Tooltip
      title={text}
      open={open && cut && text !== ''}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
      placement="bottom-start"
    >
      <Box
        component="span"
        ref={ref}
        tabIndex={cut && focusable ? 0 : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'inherit' }}
      >
        {children}
      </Box>
    </Tooltip>
  );
};
