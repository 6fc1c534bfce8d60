import Key from '@mui/icons-material/Key';
import KeyOff from '@mui/icons-material/KeyOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../layout/fields/dates';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { Section } from '../abonents/Section';
import { TokenDialog } from './TokenDialog';

type Step = 'issue' | 'reissue' | 'revoke';

export interface TokenSectionProps {
  title: string;
  /** When the current token was issued; null or undefined: there is none. */
  issued: string | null | undefined;
  /** Translation keys: each button (and its confirmation's title), and the line under the title. */
  labels: Record<Step, string> & { issued: string; none: string; help?: string };
  /** The confirmation's question for each step; none for `issue`: a first token is issued without one. */
  questions: Partial<Record<Step, string>>;
  /** What the question names (a controller's ID). */
  translateOptions?: Record<string, string>;
  /** The notification after a token was issued, and after one was revoked. */
  notices: { issued: string; revoked: string };
  issue: () => Promise<string>;
  revoke: () => Promise<unknown>;
  /** Whether the session's role may issue a token, and revoke one: the buttons it may not use are absent. */
  mayIssue?: boolean;
  mayRevoke?: boolean;
}

/**
 * A secret token's section (a company's API token, a controller's device token): when it was issued, or
 * that there is none; a new one is shown once (TokenDialog), after a question when the step has one;
 * revoking asks first.
 */
export const TokenSection = ({
  title,
  issued,
  labels,
  questions,
  translateOptions,
  notices,
  issue,
  revoke,
  mayIssue = true,
  mayRevoke = true,
}: TokenSectionProps) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<Step>();
  const [token, setToken] = useState<string>();
  const act = useMutation({
    mutationFn: async (step: Step) => (step === 'revoke' ? (await revoke(), undefined) : issue()),
    onSuccess: (newToken) => {
      setConfirming(undefined);
      if (newToken) setToken(newToken);
      notify(newToken ? notices.issued : notices.revoked, { type: 'success' });
      refresh();
    },
    onError: notifyFailure,
  });
  const ask = (step: Step) => (questions[step] ? setConfirming(step) : act.mutate(step));
  const date = issued && formatDateTime(issued);
  return (
    <Section
      title={title}
      actions={
        <>
          {mayIssue && (
            <Button
              variant="outlined"
              startIcon={<Key />}
              onClick={() => ask(issued ? 'reissue' : 'issue')}
              disabled={act.isPending}
            >
              {translate(issued ? labels.reissue : labels.issue)}
            </Button>
          )}
          {issued && mayRevoke && (
            <Button color="error" startIcon={<KeyOff />} onClick={() => ask('revoke')}>
              {translate(labels.revoke)}
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {date
          ? [translate(labels.issued, { date }), labels.help && translate(labels.help)].filter(Boolean).join(' ')
          : translate(labels.none)}
      </Typography>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        loading={act.isPending}
        title={confirming ? labels[confirming] : ''}
        content={(confirming && questions[confirming]) ?? ''}
        translateOptions={translateOptions}
        confirmColor={confirming === 'issue' ? 'primary' : 'warning'}
        onConfirm={() => confirming && act.mutate(confirming)}
        onClose={() => setConfirming(undefined)}
      />
      <TokenDialog token={token} onClose={() => setToken(undefined)} />
    </Section>
  );
};
