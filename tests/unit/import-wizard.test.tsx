import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_PART_BYTES, type ImportApply, type ImportPlan, type ImportPreview } from '../../contract/import-file';
import { type ReceivedRequest, stubServer } from './support/fakeServer';
import { renderRealArea } from './support/renderRealArea';
import { COMPANY_ROLES } from '../../contract/permissions';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { addressPages } from './support/resourcePages';
import { makeUser } from './support/session';
import { areaStores } from '../../src/session/areaStore';

/**
 * The import wizard's columns and dry run steps (issue 43) over the real dataProvider: a file uploaded,
 * its columns as guessed with the first rows as they will be stored, an ambiguous card column the user
 * must choose a notation for, the choice remembered, and the dry run's totals and verdicts paged and
 * filtered from the server, each refusal in the user's language.
 */

const SLOW = { timeout: 5000 };
const FILE_ID = '0b7f5a52-8c1e-4c61-9d7a-3f0e4a1b2c3d';
const HEADER = ['ФИО', 'Телефон', 'Карта'];
const TEXT = 'ФИО;Телефон;Карта\n';

/** The preview as the server answers it: the card column ambiguous until its notation is chosen. */
const preview = (request: ReceivedRequest): ImportPreview => {
  const columns = typeof request.params.Columns === 'string' ? request.params.Columns.split(',') : undefined;
  const hex = columns?.[2] === 'card:hex';
  return {
    id: FILE_ID,
    kind: 'residents',
    fileName: 'жители.csv',
    size: 120,
    format: 'csv',
    encoding: 'utf-8',
    delimiter: ';',
    header: HEADER,
    columns: columns ?? ['name', 'phone', 'card'],
    remembered: [false, true, false],
    rowCount: 5,
    rows: [
      {
        line: 2,
        cells: [
          { text: 'Новый Житель', value: 'Новый Житель' },
          { text: '+7 926 500-00-01', value: '79265000001' },
          hex ? { text: '1234', codes: [4660] } : { text: '1234', refusal: 'notationNotChosen' },
        ],
      },
      {
        line: 3,
        cells: [
          { text: 'Без Телефона', value: 'Без Телефона' },
          { text: '12345', refusal: 'invalidPhone' },
          { text: '', codes: [] },
        ],
      },
    ],
    cards: [
      {
        column: 2,
        values: 4,
        fits: [
          { notation: 'decimal', read: 4, refused: 0, unreadable: 0 },
          { notation: 'hex', read: 4, refused: 0, unreadable: 0 },
        ],
        notation: null,
        ambiguous: true,
        between: ['decimal', 'hex'],
      },
    ],
  };
};

const refusedRow = {
  line: 4,
  verdict: 'refused',
  name: 'Второй Житель',
  recordId: null,
  changes: [],
  refusal: { reason: 'importFiles.rowRefusals.duplicateCard', column: 2, args: { code: 4660, line: 2 } },
  createsAddress: false,
} as const;

const plan = (request: ReceivedRequest): ImportPlan => {
  const verdict = request.params.Verdict;
  const rows = [
    {
      line: 2,
      verdict: 'created',
      name: 'Новый Житель',
      recordId: null,
      changes: [],
      refusal: null,
      createsAddress: true,
    },
    {
      line: 5,
      verdict: 'updated',
      name: 'Андреев Павел',
      recordId: 'a1',
      changes: ['apartment', 'card'],
      refusal: null,
      createsAddress: false,
    },
    refusedRow,
  ] as ImportPlan['rows']['items'];
  const items = verdict ? rows.filter((row) => row.verdict === verdict) : rows;
  return {
    totals: { rows: 5, created: 1, updated: 1, unchanged: 1, refused: 2, addressesCreated: 1, cardsAdded: 1 },
    doors: {
      total: 2,
      items: [
        { id: 'p1', name: 'Калитка Лесная' },
        { id: 'p2', name: 'Подъезд 1' },
      ],
    },
    rows: { items, total: verdict === 'refused' ? 30 : items.length },
  };
};

const totals = (rows: number) => ({
  rows,
  created: rows > 0 ? 1 : 0,
  updated: rows > 1 ? 1 : 0,
  unchanged: rows > 2 ? 1 : 0,
  refused: Math.max(0, rows - 3),
  addressesCreated: 0,
  cardsAdded: 0,
});
/** What ApplyImport answers, call after call. */
let applyAnswers: ImportApply[] = [];
const progress = (line: number, rows: number, more: Partial<ImportApply> = {}): ImportApply => ({
  done: false,
  line,
  totals: totals(rows),
  failure: null,
  auditId: null,
  ...more,
});

const open = (lang: 'en' | 'ru' = 'en') => {
  window.localStorage.setItem('lang', lang);
  const server = stubServer({
    AddImportFile: { body: { id: FILE_ID, received: 120, size: 120 } },
    GetImportPreview: (request) => ({ body: preview(request) }),
    SetImportMapping: { body: {} },
    PlanImport: (request) => ({ body: plan(request) }),
    DeleteImportFile: { body: {} },
    ApplyImport: () => ({ body: applyAnswers.shift() }),
  });
  renderRealArea({ area: 'company', path: '/intercom-ru/import_files?kind=residents', user: makeUser() });
  return server;
};

/** Uploads a small CSV through the file step's input. */
const upload = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByRole('heading', { level: 2, name: /File|Файл/ }, SLOW);
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, new File([TEXT], 'жители.csv', { type: 'text/csv' }));
};

/** Chooses the card column's notation. */
const chooseNotation = async (user: ReturnType<typeof userEvent.setup>, notation: string) => {
  await user.click(
    await screen.findByRole('combobox', { name: notation === 'Hexadecimal' ? 'Written as' : 'Как записаны' }, SLOW),
  );
  await user.click(screen.getByRole('option', { name: new RegExp(`^${notation}$`) }));
};

/** Goes from the columns step, its card notation chosen, to the dry run. */
const toDryRun = async (user: ReturnType<typeof userEvent.setup>, notation: string, dryRun: string) => {
  await chooseNotation(user, notation);
  await waitFor(() => expect(screen.getByRole('button', { name: dryRun })).toBeEnabled(), SLOW);
  await user.click(screen.getByRole('button', { name: dryRun }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the import wizard', () => {
  it('shows the columns as guessed, each cell as stored or refused, and asks for an ambiguous notation', async () => {
    const user = userEvent.setup();
    const server = open();
    await upload(user);

    expect(await screen.findByText(/“жители.csv”, 5 rows/, {}, SLOW)).toBeInTheDocument();
    // Its size in bytes (Cyrillic takes two each), the whole file in the first part.
    expect(server.requestsOf('AddImportFile')[0]!.body).toMatchObject({
      Kind: 'residents',
      FileName: 'жители.csv',
      Size: 33,
      Part: Buffer.from(TEXT).toString('base64'),
    });
    expect(screen.getByRole('combobox', { name: 'ФИО' })).toHaveTextContent('Name');
    expect(screen.getByRole('combobox', { name: 'Телефон' })).toHaveTextContent('Phone');
    expect(screen.getByText('As chosen before')).toBeInTheDocument();
    // The file's text, and under it what is stored or why it cannot be.
    expect(screen.getByText('→ 79265000001')).toBeInTheDocument();
    expect(screen.getByText('Not a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Choose how this column’s card numbers are written')).toBeInTheDocument();
    expect(screen.getByText('Hexadecimal: 4 read, 0 out of range, 0 not written this way')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The values of “Карта” read in more than one way (Decimal, Hexadecimal): choose how they are written.',
    );
    expect(screen.getByRole('button', { name: 'Dry run' })).toBeDisabled();
    // The file is read once for the columns it guessed.
    expect(server.requestsOf('GetImportPreview')).toHaveLength(1);

    await chooseNotation(user, 'Hexadecimal');
    expect(await screen.findByText('→ 4660', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dry run' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(server.requestsOf('SetImportMapping')).toHaveLength(1));
    expect(server.requestsOf('SetImportMapping')[0]!.body).toMatchObject({
      Kind: 'residents',
      Header: HEADER,
      Columns: ['name', 'phone', 'card:hex'],
    });
    expect(server.requestsOf('GetImportPreview').at(-1)!.params.Columns).toBe('name,phone,card:hex');
    await screen.findByRole('heading', { level: 2, name: 'Dry run' }, SLOW);
    expect(server.requestsOf('PlanImport')[0]!.params).toMatchObject({ Columns: 'name,phone,card:hex', Offset: '0' });
  });

  it('uploads a larger file in parts, each where the server says the file stands', async () => {
    const user = userEvent.setup();
    const server = open();
    const size = IMPORT_PART_BYTES + 1000;
    server.on('AddImportFile', { body: { id: FILE_ID, received: IMPORT_PART_BYTES, size } });
    server.on('AddImportFilePart', { body: { id: FILE_ID, received: size, size } });
    await screen.findByRole('heading', { level: 2, name: 'File' }, SLOW);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File([TEXT, 'x'.repeat(size - 33)], 'большой.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(/“жители.csv”, 5 rows/, {}, SLOW)).toBeInTheDocument();
    const [first] = server.requestsOf('AddImportFile');
    expect(Buffer.from(String(first!.body!.Part), 'base64')).toHaveLength(IMPORT_PART_BYTES);
    const parts = server.requestsOf('AddImportFilePart');
    expect(parts).toHaveLength(1);
    expect(parts[0]!.body).toMatchObject({ ImportFileId: FILE_ID, Offset: IMPORT_PART_BYTES });
    expect(Buffer.from(String(parts[0]!.body!.Part), 'base64')).toHaveLength(1000);
  });

  it('cancels an upload between its parts, with a progress bar until then', async () => {
    const user = userEvent.setup();
    const server = open();
    const size = IMPORT_PART_BYTES + 1000;
    let answer: (reply: { body: unknown }) => void = () => {};
    server.on('AddImportFile', () => new Promise((resolve) => (answer = resolve)));
    await screen.findByRole('heading', { level: 2, name: 'File' }, SLOW);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['x'.repeat(size)], 'большой.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Uploading “большой.csv”: 0%', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'большой.csv' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    answer({ body: { id: FILE_ID, received: IMPORT_PART_BYTES, size } });
    expect(await screen.findByText('The upload was cancelled', {}, SLOW)).toBeInTheDocument();
    expect(server.requestsOf('AddImportFilePart')).toHaveLength(0);
    // What was sent is deleted, not left to count against the company's storage for a day.
    await waitFor(() => expect(server.requestsOf('DeleteImportFile')).toHaveLength(1));
    expect(server.requestsOf('DeleteImportFile')[0]!.body).toMatchObject({ ImportFileId: FILE_ID });
    expect(screen.getByRole('heading', { level: 2, name: 'File' })).toBeInTheDocument();
  });

  it('shows the dry run: totals, doors, verdicts with their reasons, filtered and paged by the server', async () => {
    const user = userEvent.setup();
    const server = open();
    await upload(user);
    await toDryRun(user, 'Hexadecimal', 'Dry run');

    expect(
      await screen.findByText('Nothing has been written yet. This is what importing the file would do.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('5 rows')).toBeInTheDocument();
    expect(screen.getByText('2 refused')).toBeInTheDocument();
    expect(screen.getByText('Doors whose credentials change: 2')).toBeInTheDocument();
    expect(screen.getByText('Калитка Лесная, Подъезд 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Dry run' });
    const refused = within(table).getByText('Второй Житель').closest('tr')!;
    expect(refused).toHaveTextContent('Card 4660 is on row 2 too (column “Карта”)');
    expect(within(table).getByText('Андреев Павел').closest('tr')).toHaveTextContent('Changes: Apartment, Access card');
    expect(within(table).getByText('Новый Житель').closest('tr')).toHaveTextContent('Creates the address');

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Refused' }));
    await waitFor(() =>
      expect(server.requestsOf('PlanImport').at(-1)!.params).toMatchObject({ Verdict: 'refused', Offset: '0' }),
    );
    expect(await screen.findByText('1-25 of 30', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(server.requestsOf('PlanImport').at(-1)!.params).toMatchObject({ Verdict: 'refused', Offset: '25' }),
    );

    // Back to the columns, the choice kept.
    await user.click(screen.getByRole('button', { name: 'Change the columns' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Columns' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Written as' })).toHaveTextContent('Hexadecimal');
  });

  it('applies the plan with a progress bar, says where a refused batch stopped it, then offers its undo', async () => {
    const user = userEvent.setup();
    const server = open();
    applyAnswers = [
      progress(3, 2),
      progress(3, 2, { failure: { fromLine: 4, toLine: 6, line: 5, reason: 'taken' }, auditId: '41' }),
      progress(6, 5, { done: true, auditId: '41' }),
    ];
    await upload(user);
    await toDryRun(user, 'Hexadecimal', 'Dry run');
    await user.click(await screen.findByRole('button', { name: 'Apply the import' }, SLOW));
    expect(await screen.findByRole('heading', { level: 2, name: 'Apply' }, SLOW)).toBeInTheDocument();

    const failure = await screen.findByText(/The import stopped/, {}, SLOW);
    expect(failure).toHaveTextContent(
      'The import stopped: rows 4–6 were not written, none of them. Row 5 was refused: a card or an address was taken by another change meanwhile. Rows up to 3 are written.',
    );
    expect(screen.getByText('Rows done: 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '40');
    // The same columns each call; the server judges the rows again, the console sends no plan.
    expect(server.requestsOf('ApplyImport').map((request) => request.body)).toEqual([
      { Action: 'ApplyImport', ImportFileId: FILE_ID, Columns: ['name', 'phone', 'card:hex'] },
      { Action: 'ApplyImport', ImportFileId: FILE_ID, Columns: ['name', 'phone', 'card:hex'] },
    ]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The import is done.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Rows done: 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('1 created')).toBeInTheDocument();
    expect(screen.getByText('2 refused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo the import' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'File' }, SLOW)).toBeInTheDocument();
  });

  it('goes on with an apply begun before the tab was closed, and forgets it once done', async () => {
    const pending = { fileId: FILE_ID, columns: ['name', 'phone', 'card:hex'], rows: 5 };
    areaStores.company.setItem('importFiles.apply.residents', pending);
    applyAnswers = [progress(6, 5, { done: true, auditId: '41' })];
    const server = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Apply' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('The import is done.', {}, SLOW)).toBeInTheDocument();
    expect(server.requestsOf('ApplyImport')[0]!.body).toMatchObject({
      ImportFileId: FILE_ID,
      Columns: pending.columns,
    });
    expect(server.requestsOf('AddImportFile')).toHaveLength(0);
    expect(areaStores.company.getItem('importFiles.apply.residents')).toBeUndefined();
  });

  it('speaks Russian with its plural forms', async () => {
    const user = userEvent.setup();
    open('ru');
    await upload(user);
    expect(await screen.findByText(/«жители.csv», 5 строк\./, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Неверный номер телефона')).toBeInTheDocument();
    await toDryRun(user, 'Шестнадцатеричный', 'Пробный прогон');
    expect(await screen.findByText('5 строк', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Двери, где изменятся ключи: 2')).toBeInTheDocument();
    expect(screen.getByText('Карта 4660 есть и в строке 2 (столбец «Карта»)', { exact: false })).toBeInTheDocument();
    applyAnswers = [progress(6, 5, { done: true, auditId: '41' })];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Применить импорт' }));
    expect(await screen.findByText('Импорт завершён.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Обработано: 5 из 5 строк')).toBeInTheDocument();
    expect(screen.getByText('Создано: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить импорт' })).toBeInTheDocument();
  });

  it('opens from the addresses list for a role that may upload, and is not offered to one that may not', async () => {
    const addresses = (role: keyof typeof COMPANY_ROLES) =>
      renderResource({
        ...addressPages,
        path: '/intercom-ru/addresses',
        dataProvider: createMemoryDataProvider({ addresses: makeAddresses(1) }).dataProvider,
        user: makeUser({ permissions: [...COMPANY_ROLES[role]] }),
      });
    const director = addresses('director');
    await screen.findByRole('heading', { name: 'Addresses' }, SLOW);
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute(
      'href',
      '/intercom-ru/import_files?kind=addresses',
    );
    director.unmount();
    addresses('concierge');
    await screen.findByRole('heading', { name: 'Addresses' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });
});
