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
