import { type Diagnostic, linter } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import { lintSipConfig } from '../../../../contract/sip-config';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The shared validator's diagnostics (the same the server applies) as the editor's, translated in the
 * interface language. Columns are clamped to the line, so a diagnostic never lands on the next one.
 */
export const configDiagnostics = (doc: Text, translate: Translate): Diagnostic[] =>
  lintSipConfig(doc.toString()).diagnostics.map((diagnostic) => {
    const line = doc.line(Math.min(diagnostic.line, doc.lines));
    return {
      from: line.from + Math.min(diagnostic.from, line.length),
      to: line.from + Math.min(diagnostic.to, line.length),
      severity: 'error',
      message: translate(diagnostic.message, diagnostic.params),
    };
  });

/** Lints as the person types (after a short pause, as CodeMirror does). */
export const configLinter = (translate: Translate) =>
  linter((view) => configDiagnostics(view.state.doc, translate), { delay: 200 });
