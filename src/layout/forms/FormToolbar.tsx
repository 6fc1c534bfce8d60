import Save from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useId, useState } from 'react';
import { type FieldValues, type FormState, useFormContext } from 'react-hook-form';
import {
  setSubmissionErrors,
  useRecordContext,
  useResourceContext,
  useSaveContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import type { ReachedKind } from '../../../contract/abonents-reached';
import type { ActionInput } from '../../../contract/actions';
import { changedValues } from '../../dataProvider/params';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../ConfirmDialog';
import { ResetButton } from './FormButtons';

/**
 * Which changes reach the abonents: those to any field but the ones only the console shows (a point's lock
 * reaches the abonents' keys, its comment does not; a field added later warns until it is named here), of
 * a record of this kind, whose abonents the server counts (GetAbonentsReached): the warning names how
 * many, and none appears when it reaches nobody.
 */
export interface AbonentsWarning {
  kind: ReachedKind;
  except?: readonly string[];
}

export interface FormToolbarProps {
  /** Ask before saving (every edit asks). */
  confirm: boolean;
  /** Also warn how many abonents receive the update (addresses, objects, perimeters, points). */
  warnAbonents?: AbonentsWarning;
  /** Set to what Save does, so that the form's own submit (Enter in a field) does the same. */
  requestSave: RefObject<() => void>;
  /** What a save would send (the form's resolver keeps it): an edit's confirmation names what differs. */
  valuesToSave: RefObject<FieldValues | undefined>;
}

/** The form's top-level fields that hold an error or a change (nested ones count for their parent). */
const fieldsWith = (marks: FormState<FieldValues>['errors'] | FormState<FieldValues>['dirtyFields']) =>
  Object.keys(marks).filter((field) => field !== 'root');

/** Whether a change to these fields reaches the abonents (see AbonentsWarning). */
export const changeReachesAbonents = (warning: AbonentsWarning | undefined, changed: readonly string[]) =>
  !!warning && changed.some((field) => !(warning.except ?? []).includes(field));

/** How many abonents the save reaches: of the record, or for a new point, of the perimeter it goes into. */
const reachedParams = (
  warning: AbonentsWarning,
  recordId: string | undefined,
  values: FieldValues,
): ActionInput<'GetAbonentsReached'> =>
  recordId
    ? { Kind: warning.kind, Id: recordId }
    : warning.kind === 'point' && typeof values.perimeterId === 'string' && values.perimeterId
      ? { Kind: 'point', PerimeterId: values.perimeterId }
      : { Kind: warning.kind };

/**
 * Save and Reset for every form. Save is disabled while any field has an error,
 * nothing was changed, a required field is empty (the schema's error), or a save is under way, and says
 * which beside it. When asked to (an edit), or when the change reaches abonents, it confirms first, naming
 * the changed fields and how many abonents receive the change, the dialog showing the save in progress.
 * Server-side field errors land on their fields; nothing typed is lost.
 */
export const FormToolbar = ({ confirm, warnAbonents, requestSave, valuesToSave }: FormToolbarProps) => {
  const translate = useTranslate();
  const { save, saving } = useSaveContext();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const record = useRecordContext();
  const isEdit = record?.id !== undefined;
  const reasonId = useId();
  const {
    getValues,
    handleSubmit,
    setError,
    formState: { isDirty, isValid, isSubmitting, errors, dirtyFields },
  } = useFormContext();
  const dataProvider = useConsoleDataProvider();
  const [confirming, setConfirming] = useState(false);
  /** The abonents the change reaches, when it reaches any: a number, or 'unknown' when counting failed. */
  const [reached, setReached] = useState<number | 'unknown'>(0);
  // The fields an edit's save sends, named in its confirmation: what differs from the record once the
  // schema has read the form (a time interval left empty is no interval, as stored), not every field
  // react-hook-form counts as dirty. A new record's are the fields filled in.
  const [changed, setChanged] = useState<string[]>([]);
  const busy = !!saving || isSubmitting;
  // A form nobody touched is not dirty, so `isDirty` covers "nothing touched" too. (react-hook-form
  // marks a field touched only on blur: requiring that would make the first click on Save a no-op.)
  const canSave = !saving && isValid && isDirty;
  const disabled = busy || !canSave;
  // A group of fields (an access interval's start and end) has no label of its own, but a title.
  const labelOf = (source: string) => {
    const key = `resources.${resource}.fields.${source}`;
    const label = translate(key, { _: '' });
    return label || translate(`${key}.title`, { _: translateLabel({ source, resource }) });
  };
  const labels = (fields: string[]) => fields.map(labelOf).join(', ');
  const invalid = fieldsWith(errors);
  // Why Save is disabled, beside it: the reason may be far down a long form, or on no field at all.
  const blockedReason = busy
    ? undefined
    : invalid.length > 0
      ? translate('common.form.fixFields', { fields: labels(invalid) })
      : !isValid
        ? translate('common.form.incomplete')
        : !isDirty
          ? translate('common.form.nothingChanged')
          : undefined;

  const submit = handleSubmit(async (values) => {
    const errors = await save?.(values);
    if (errors) setSubmissionErrors(errors, setError);
  });
  // Not `disabled`: during the form's own submit (Enter) react-hook-form reports isSubmitting.
  const onSave = async () => {
    if (!canSave) return;
    const values = valuesToSave.current ?? getValues();
    const fields = isEdit ? Object.keys(changedValues(values, record)) : fieldsWith(dirtyFields);
    const abonents =
      warnAbonents && changeReachesAbonents(warnAbonents, fields)
        ? await dataProvider
            .getAbonentsReached(reachedParams(warnAbonents, isEdit ? String(record.id) : undefined, values))
            .then(({ data }) => data.abonents)
            .catch(() => 'unknown' as const)
        : 0;
    if (!confirm && abonents === 0) return void submit();
    setChanged(fields);
    setReached(abonents);
    setConfirming(true);
  };
  useEffect(() => {
    requestSave.current = () => void onSave();
  });

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ px: 2, py: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Button
        variant="contained"
        disabled={disabled}
        onClick={() => void onSave()}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <Save />}
        aria-describedby={blockedReason ? reasonId : undefined}
      >
        {translate('common.actions.save')}
      </Button>
      <ResetButton busy={!!saving} />
      {blockedReason && (
        <Typography
          id={reasonId}
          aria-live="polite"
          variant="body2"
          color={invalid.length > 0 ? 'error' : 'text.secondary'}
        >
          {blockedReason}
        </Typography>
      )}
      <ConfirmDialog
        isOpen={confirming}
        loading={busy}
        title={isEdit ? 'common.confirm.saveTitle' : 'common.confirm.createTitle'}
        content={
          <>
            {isEdit && changed.length > 0 && (
              <Typography variant="body2">
                {translate('common.confirm.changedFields', { fields: labels(changed) })}
              </Typography>
            )}
            {reached !== 0 && (
              <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
                {reached === 'unknown'
                  ? translate('common.confirm.reachUnknown')
                  : translate('common.confirm.abonentsReached', { smart_count: reached })}
              </Typography>
            )}
          </>
        }
        onConfirm={async () => {
          await submit();
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
