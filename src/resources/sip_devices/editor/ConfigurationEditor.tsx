import { lintGutter } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { useTheme } from '@mui/material/styles';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { sipConfigLanguage } from './configLanguage';
import { configLinter } from './configLinter';
import { editorTheme } from './editorTheme';

export interface ConfigurationEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The accessible name of the editable text. */
  label: string;
  /** Whether the field shows an error (the border says so too). */
  invalid: boolean;
  /** Shown, not changeable (a read-only form). */
  readOnly?: boolean;
}

/**
 * The SIP device configuration in CodeMirror 6: our language's highlighting and completion, the shared
 * validator as its linter (messages in the interface language), and the app's light or dark theme.
 * Loaded lazily, only by the SIP device form.
 */
const ConfigurationEditor = ({
  id,
  value,
  onChange,
  onBlur,
  label,
  invalid,
  readOnly = false,
}: ConfigurationEditorProps) => {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const extensions = useMemo(
    () => [
      sipConfigLanguage,
      configLinter(translate),
      lintGutter(),
      // tabindex: the editable text is reached with Tab anyway (contenteditable), but says so, so that
      // checkers see the scrolling area has something focusable inside.
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-invalid': String(invalid), tabindex: '0' }),
      EditorView.lineWrapping,
    ],
    [translate, label, invalid],
  );
  const themeExtension = useMemo(() => editorTheme(theme), [theme]);
  return (
    <CodeMirror
      // ra-core's `translate` keeps its identity when the language changes, so the linter it was given
      // would go on in the old one: the editor is drawn anew in the new language.
      key={locale}
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      readOnly={readOnly}
      extensions={extensions}
      theme={themeExtension}
      minHeight="240px"
      maxHeight="480px"
      basicSetup={{ foldGutter: false, highlightActiveLineGutter: true, searchKeymap: false }}
      style={
        invalid
          ? { outline: `1px solid ${theme.palette.error.main}`, borderRadius: theme.shape.borderRadius }
          : undefined
      }
    />
  );
};

export default ConfigurationEditor;
