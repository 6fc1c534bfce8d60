import Typography from '@mui/material/Typography';
import { type RaRecord, useFieldValue, useTranslate } from 'react-admin';
import { useFormatDate, useFormatDateTime } from './dates';

export interface LocalDateFieldProps {
  source: string;
  /** The record to read, when it is not the one in context. */
  record?: RaRecord;
  /** The time too, to the minute. */
  showTime?: boolean;
  /** What an empty value shows (a translation key or text); nothing by default. */
  emptyText?: string;
}

/**
 * A record's date in the console's language rather than the browser's, in the console's one date
 * format (dates.ts): "22.11.2026, 07:27" on a Russian screen, "11/22/26, 7:27 AM" on an English one.
 */
export const LocalDateField = ({ source, record, showTime = false, emptyText }: LocalDateFieldProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const value: unknown = useFieldValue({ source, record });
  const text =
    typeof value === 'string' && value !== ''
      ? (showTime ? formatDateTime : formatDate)(value)
      : emptyText && translate(emptyText, { _: emptyText });
  return text ? (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  ) : null;
};
