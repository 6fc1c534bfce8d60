import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldErrors, get, useFormState } from 'react-hook-form';

/**
 * A part of a long form that folds. `sources` are the form fields (or their parents) it holds: when one
 * of them holds an error (the server's after a save, or one found as a value changes), the section
 * opens itself, so an error is never hidden in a folded section.
 */
export const FormSection = ({
  title,
  sources,
  defaultExpanded = false,
  children,
}: {
  title: string;
  sources: string[];
  defaultExpanded?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const { errors } = useFormState({ name: sources });
  const hasError = sources.some((source) => get(errors as FieldErrors, source) !== undefined);
  useEffect(() => {
    if (hasError) setExpanded(true);
  }, [hasError]);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
      sx={{ width: '100%', '&:not(:last-of-type)': { mb: 1 } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, color: hasError ? 'error.main' : undefined }}
        >
          {translate(title)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
};
