/**
 * Importing residents and addresses from a file: the uploaded file, what its columns mean, how its card
 * numbers are written, and why a value cannot be stored (contract/import-file.ts).
 */
const importFiles = {
  name: 'Import file |||| Import files',
  fields: {
    kind: 'Records imported',
    fileName: 'File',
    size: 'Size, bytes',
    received: 'Bytes received',
  },
  kinds: {
    residents: 'Residents',
    addresses: 'Addresses',
  },
  /** The company's remembered choice of what each header means. */
  mapping: {
    name: 'Import columns',
    columns: 'Columns by header',
  },
  /** What a column of the file may hold. */
  columns: {
    name: 'Name',
    phone: 'Phone',
    address: 'Address',
    building: 'Building',
    apartment: 'Apartment',
    floor: 'Floor',
    card: 'Access card',
    ble: 'BLE tag',
    car: 'Car number',
    carModel: 'Car model',
    zone: 'Access zone',
    comment: 'Comment',
  },
  /** How a card number is written. */
  notations: {
    decimal: 'Decimal',
    hex: 'Hexadecimal',
    wiegand26: 'Wiegand 26: facility and number',
    wiegand34: 'Wiegand 34: 16-bit facility and number',
    hexReversed: 'Hexadecimal, bytes in reverse order',
  },
  /** Why a cell cannot be stored as it is written. */
  refusals: {
    unreadable: 'Not a card number written this way',
    tooLarge: 'Larger than any card code (at most 16777215)',
    facilityTooLarge: 'The facility code is too large',
    numberTooLarge: 'The card number is above 65535',
    wiegand34TooWide: 'A Wiegand 34 card with a facility above 255 does not fit the 24-bit card code',
    required: 'Required',
    tooLong: 'Too long',
    invalidPhone: 'Not a valid phone number',
    invalidFloor: 'Not a floor from -10 to 200',
    invalidPlate: 'Not a car number',
    notationNotChosen: 'Choose how this column’s card numbers are written',
  },
  /** Why the dry run refuses a row. */
  rowRefusals: {
    duplicateRow: 'The same as row %{line}',
    duplicateCard: 'Card %{code} is on row %{line} too',
    cardTaken: 'Card %{code} belongs to another resident',
    cardBlocked: 'Card %{code} is blocked as lost',
    unknownZone: 'No access zone is called “%{zone}”',
  },
  /** The import wizard's screens. */
  wizard: {
    button: 'Import',
    title: {
      residents: 'Import residents',
      addresses: 'Import addresses',
    },
    steps: {
      file: 'File',
      columns: 'Columns',
      dryRun: 'Dry run',
    },
    back: 'Back',
    file: {
      hint: 'A CSV file, an XLSX workbook (its first sheet), or text copied from a spreadsheet. The first row names the columns.',
      choose: 'Choose a file',
      drop: 'or drop it here',
      paste: 'Or paste rows copied from a spreadsheet',
      usePasted: 'Upload the pasted rows',
      pastedName: 'pasted rows',
      tooLarge: 'The file is larger than %{max} MB',
      uploading: 'Uploading “%{name}”: %{percent}%',
      cancel: 'Cancel upload',
      cancelled: 'The upload was cancelled',
    },
    columns: {
      intro: '“%{name}”, %{rows}. Choose what each column holds; the first rows show how they will be stored.',
      rows: '%{smart_count} row |||| %{smart_count} rows',
      skip: 'Skip',
      notation: 'Written as',
      notationAuto: 'As detected',
      remembered: 'As chosen before',
      line: 'Row',
      fileSays: 'In the file',
      stored: 'Stored',
      empty: 'Empty',
      cards:
        'Card numbers in “%{header}”: %{smart_count} value |||| Card numbers in “%{header}”: %{smart_count} values',
      fit: '%{notation}: %{read} read, %{refused} out of range, %{unreadable} not written this way',
      ambiguous: 'The values of “%{header}” read in more than one way (%{between}): choose how they are written.',
      plan: 'Dry run',
    },
    dryRun: {
      intro: 'Nothing has been written yet. This is what importing the file would do.',
      totals: {
        rows: '%{smart_count} row |||| %{smart_count} rows',
        created: '%{smart_count} to create',
        updated: '%{smart_count} to update',
        unchanged: '%{smart_count} unchanged',
        refused: '%{smart_count} refused',
        addressesCreated: 'New addresses: %{smart_count}',
        cardsAdded: 'Cards added: %{smart_count}',
      },
      verdicts: {
        all: 'All rows',
        created: 'Created',
        updated: 'Updated',
        unchanged: 'Unchanged',
        refused: 'Refused',
      },
      filter: 'Show',
      doors: 'Doors whose credentials change: %{smart_count}',
      noDoors: 'No door’s credentials change.',
      moreDoors: 'and %{smart_count} more',
      line: 'Row',
      name: 'Record',
      verdict: 'Verdict',
      details: 'Details',
      changes: 'Changes: %{fields}',
      createsAddress: 'Creates the address',
      column: 'column “%{header}”',
      none: 'No rows with this verdict.',
      change: 'Change the columns',
    },
  },
  errors: {
    storageFull: 'Your company has as many uploaded files as it may keep. Files are deleted a day after upload.',
    partOutOfPlace: 'The file did not arrive in order. Upload it again.',
    incomplete: 'The file has not been uploaded in full yet',
    unreadable: 'The file cannot be read: upload a CSV file, an XLSX workbook or text copied from a spreadsheet',
    empty: 'The file has no rows',
    tooManyColumns: 'The file has more than 100 columns',
    columns: 'Give each column of the file one field, or skip it',
    keyColumns: 'Choose the columns that name the records: a resident’s name and phone, or the address',
  },
};
export default importFiles;
