/**
 * A new enrolment's recovery codes, two to a row in a monospace box to copy or write down: the same on
 * the sign-in page (no MUI there) and the console's two-factor page, each giving its own divider colour.
 */
export const RecoveryCodeList = ({
  codes,
  label,
  borderColor,
}: {
  codes: readonly string[];
  label: string;
  borderColor: string;
}) => (
  <ul
    aria-label={label}
    style={{
      margin: 0,
      padding: 12,
      listStyle: 'none',
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: '4px 16px',
      fontFamily: 'ui-monospace, monospace',
      fontSize: 15,
      border: `1px solid ${borderColor}`,
      borderRadius: 8,
    }}
  >
    {codes.map((code) => (
      <li key={code}>{code}</li>
    ))}
  </ul>
);
