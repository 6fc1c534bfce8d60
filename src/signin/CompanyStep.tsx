import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import type { Profile, SignedInUser } from '../../contract/auth';
import { BareAlert } from '../layout/bare/BareAlert';
import { BareButton } from '../layout/bare/BareButton';
import { useBareThemeName, useBareTranslate } from '../layout/bare/BareLayout';
import { darkTheme, lightTheme } from '../layout/themes';
import { ProfileSelector } from './ProfileSelector';

export interface CompanyStepProps {
  user: SignedInUser;
  onSelect: (companyId: string) => Promise<void>;
  onOtherUser: () => void;
  error?: string;
}

/**
 * The management-company search and select for a user with several company profiles. Only these users
 * need it, so it is loaded apart from the sign-in page, with the MUI selector (the spec's dropdown) in
 * the console's theme.
 */
export const CompanyStep = ({ user, onSelect, onOtherUser, error }: CompanyStepProps) => {
  const translate = useBareTranslate();
  const [selected, setSelected] = useState<Profile | null>(null);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const themeName = useBareThemeName();
  const theme = useMemo(() => createTheme(themeName === 'dark' ? darkTheme : lightTheme), [themeName]);

  const submit = async () => {
    setTouched(true);
    if (!selected) return;
    setSubmitting(true);
    try {
      await onSelect(selected.companyId);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className="bare-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ThemeProvider theme={theme}>
        <ProfileSelector
          id="company"
          user={user}
          value={selected}
          onChange={(value) => {
            setSelected(value);
            setTouched(true);
          }}
          error={touched && !selected ? translate('common.validation.required') : undefined}
          translate={translate}
        />
      </ThemeProvider>
      {error && <BareAlert severity="error">{translate(error)}</BareAlert>}
      <BareButton type="submit" busy={submitting}>
        {translate('auth.company.continue')}
      </BareButton>
      <BareButton variant="text" onClick={onOtherUser} disabled={submitting}>
        {translate('auth.company.otherUser')}
      </BareButton>
    </form>
  );
};
