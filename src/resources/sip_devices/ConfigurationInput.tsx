import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { parseMessage } from '../../../contract/messages';

/** CodeMirror is a large download: only the SIP device form loads it, and only when it opens. */
const ConfigurationEditor = lazy(() => import('./editor/ConfigurationEditor'));

/**
 * The configuration field of the SIP device form. Its error, from the domain schema or the server, is
 * "Line N: reason" for the first problem; the editor marks every problem in place. Like every field, the
 * error line shows once the person has changed or left the field.
 */
export const ConfigurationInput = ({ source, defaultValue }: { source: string; defaultValue?: string }) => {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, defaultValue });
  const label = translate(`resources.sip_devices.fields.${source}`);
  const shown = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty);
  const error = fieldState.error?.message ? parseMessage(fieldState.error.message) : undefined;
  const errorText =
    error &&
    ('line' in error.args
      ? translate('sip.configuration.atLine', { line: error.args.line, reason: translate(error.message, error.args) })
      : translate(error.message, error.args));
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <FormLabel htmlFor={id} required={isRequired} error={shown} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={240}
            role="progressbar"
            aria-label={translate('sip.configuration.loading')}
          />
        }
      >
        <ConfigurationEditor
          id={id}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          invalid={shown}
          readOnly={field.disabled}
        />
      </Suspense>
      <FormHelperText error={shown}>
        {shown && errorText ? errorText : translate('sip.configuration.hint')}
      </FormHelperText>
    </Box>
  );
};
