import type { Profile, SignedInUser } from '../../contract/auth';
import { DropdownSelector } from '../layout/DropdownSelector';
import { useProfileSearch } from './useProfileSearch';

export interface ProfileSelectorProps {
  id: string;
  user: SignedInUser;
  value: Profile | null;
  onChange: (profile: Profile | null) => void;
  /** The error line, already translated. */
  error?: string;
  /** A company not to offer (the one the session already acts for). */
  excludeCompanyId?: string | null;
  /** The translator of the page it is on: the bare sign-in page's or react-admin's. */
  translate: (key: string) => string;
}

/** The management-company selector: the user's companies, searched on the server as the person types. */
export const ProfileSelector = ({
  id,
  user,
  value,
  onChange,
  error,
  excludeCompanyId,
  translate,
}: ProfileSelectorProps) => {
  const { options, loading, onSearch } = useProfileSearch(user);
  return (
    <DropdownSelector
      id={id}
      label={translate('auth.company.label')}
      required
      autoFocus
      options={excludeCompanyId ? options.filter((profile) => profile.companyId !== excludeCompanyId) : options}
      value={value}
      onChange={onChange}
      onSearch={onSearch}
      loading={loading}
      getOptionLabel={(option) => option.companyName}
      isOptionEqualToValue={(option, other) => option.companyId === other.companyId}
      error={error}
      helperText={translate('auth.company.searchHint')}
      noOptionsText={translate('auth.company.noOptions')}
    />
  );
};
