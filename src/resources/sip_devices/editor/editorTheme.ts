import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { Theme } from '@mui/material/styles';

/** Token colours that read well (4.5:1 at least) on each theme's paper and its highlighted line. */
const tokenColours = {
  light: { comment: '#57606a', key: '#0b57a4', value: '#1a7f37', number: '#b35900', bool: '#8250df' },
  dark: { comment: '#8b949e', key: '#79c0ff', value: '#7ee787', number: '#ffa657', bool: '#d2a8ff' },
};

/** The editor in the app's light or dark theme: its paper, text, divider, primary and error colours. */
export const editorTheme = (theme: Theme) => {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  const colours = tokenColours[palette.mode];
  return [
    EditorView.theme(
      {
        '&': {
          backgroundColor: palette.background.paper,
          color: palette.text.primary,
          fontSize: '0.875rem',
          border: `1px solid ${palette.divider}`,
          borderRadius: `${theme.shape.borderRadius}px`,
        },
        '&.cm-focused': { outline: `2px solid ${palette.primary.main}`, outlineOffset: '-1px' },
        '.cm-content': {
          fontFamily: '"JetBrains Mono", "Fira Code", ui-monospace, Menlo, Consolas, monospace',
          caretColor: palette.primary.main,
        },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: palette.primary.main },
        '.cm-gutters': {
          backgroundColor: palette.background.default,
          color: palette.text.secondary,
          borderRight: `1px solid ${palette.divider}`,
        },
        '.cm-activeLine': { backgroundColor: dark ? 'rgba(255,255,255,0.04)' : 'rgba(31,95,214,0.05)' },
        '.cm-activeLineGutter': { backgroundColor: dark ? 'rgba(255,255,255,0.06)' : 'rgba(31,95,214,0.08)' },
        '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
          backgroundColor: dark ? 'rgba(110,160,255,0.3)' : 'rgba(31,95,214,0.18)',
        },
        '.cm-tooltip': {
          backgroundColor: palette.background.paper,
          color: palette.text.primary,
          border: `1px solid ${palette.divider}`,
        },
        '.cm-tooltip-lint': { fontFamily: theme.typography.fontFamily ?? 'inherit' },
        '.cm-diagnostic-error': { borderLeftColor: palette.error.main },
        '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
          backgroundColor: palette.primary.main,
          color: palette.primary.contrastText,
        },
      },
      { dark },
    ),
    syntaxHighlighting(
      HighlightStyle.define([
        { tag: tags.lineComment, color: colours.comment, fontStyle: 'italic' },
        { tag: tags.heading, color: palette.primary.main, fontWeight: '700' },
        { tag: tags.propertyName, color: colours.key },
        { tag: [tags.operator, tags.separator], color: palette.text.secondary },
        { tag: tags.string, color: colours.value },
        { tag: tags.number, color: colours.number },
        { tag: tags.bool, color: colours.bool },
      ]),
    ),
  ];
};
