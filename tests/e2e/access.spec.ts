import { expect, type Page } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openSignedIn, openUserMenu, test, toast } from './fixtures';

/**
 * The access section (issue 3), in English and in Russian: a company admin builds an
 * object > perimeter > child perimeter > point from nothing, edits each with the confirmation, is told
 * why a perimeter with a child cannot go, then deletes the point, the perimeters and the object, checking
 * the URL and the tree after every step.
 */

const ACCESS = `${AREA_PATHS.company}/access`;
const UUID = '[0-9a-f-]{36}';
const ALL_ZERO = '00000000-0000-0000-0000-000000000000';
/** A lock of УК «Северный квартал» that no demo point uses. */
const SPARE_LOCK = 'SK-9001';

/** What the person reads on the way, in each language (the catalogues' words, as a person sees them). */
const TEXTS = {
  en: {
    language: undefined,
    menu: 'Access points',
    selectNode: 'Select an object, perimeter or access point in the tree',
    search: 'Search in the tree',
    noMatches: 'Nothing in the tree matches your search',
    addObject: 'Add object',
    addPerimeter: 'Add perimeter',
    addPoint: 'Add access point',
    newObject: 'New access object',
    newPerimeter: 'New perimeter',
    newPoint: 'New access point',
    name: 'Name',
    lock: 'Lock ID',
    minLength: 'Minimum length is 2 characters',
    save: 'Save',
    delete: 'Delete',
    confirm: 'Confirm',
    /** The warning of how many abonents a save reaches: none in a tree built from nothing. */
    warning: 'will receive the update',
    hidePoints: 'Hide points',
    showPoints: 'Show points',
    hasPoints: 'Contains access points',
    pointMarker: 'Access point',
    objectSaved: 'Access object saved',
    perimeterSaved: 'Perimeter saved',
    pointSaved: 'Access point saved',
    deletePerimeter: 'Delete this perimeter?',
    deletePoint: 'Delete this access point?',
    deleteObject: 'Delete this access object?',
    objectDeleted: 'Access object deleted',
    perimeterDeleted: 'Perimeter deleted',
    pointDeleted: 'Access point deleted',
    hasChildren: 'This perimeter still has child perimeters: delete or move them first',
    words: { object: 'ЖК «Проверка', perimeter: 'Корпус', child: 'Подъезд', point: 'Дверь', edited: 'изменено' },
  },
  ru: {
    language: 'Русский',
    menu: 'Точки доступа',
    selectNode: 'Выберите в дереве объект, периметр или точку доступа',
    search: 'Поиск по дереву',
    noMatches: 'В дереве ничего не найдено',
    addObject: 'Добавить объект',
    addPerimeter: 'Добавить периметр',
    addPoint: 'Добавить точку доступа',
    newObject: 'Новый объект доступа',
    newPerimeter: 'Новый периметр',
    newPoint: 'Новая точка доступа',
    name: 'Название',
    lock: 'ID замка',
    minLength: 'Минимальная длина — 2 символа',
    save: 'Сохранить',
    delete: 'Удалить',
    confirm: 'Подтвердить',
    warning: 'Обновление получ',
    hidePoints: 'Скрыть точки',
    showPoints: 'Показать точки',
    hasPoints: 'Содержит точки доступа',
    pointMarker: 'Точка доступа',
    objectSaved: 'Объект доступа сохранён',
    perimeterSaved: 'Периметр сохранён',
    pointSaved: 'Точка доступа сохранена',
    deletePerimeter: 'Удалить этот периметр?',
    deletePoint: 'Удалить эту точку доступа?',
    deleteObject: 'Удалить этот объект доступа?',
    objectDeleted: 'Объект доступа удалён',
    perimeterDeleted: 'Периметр удалён',
    pointDeleted: 'Точка доступа удалена',
    hasChildren: 'У периметра есть дочерние периметры: сначала удалите или перенесите их',
    words: { object: 'ЖК «Русский', perimeter: 'Строение', child: 'Секция', point: 'Калитка', edited: 'правка' },
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const tree = (page: Page) => page.getByRole('tree');
const row = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
const nameField = (page: Page, texts: Texts) => page.getByRole('textbox', { name: texts.name, exact: true });

/** The id at the end of the current URL. */
const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

/**
 * Types a name and saves. No abonent's zone is in this new tree, so no save warns of abonents: a new node
 * is saved at once, an edit asks to confirm its change only.
 */
const saveWithName = async (page: Page, texts: Texts, name: string, { edit = false } = {}) => {
  await nameField(page, texts).fill(name);
  await page.getByRole('button', { name: texts.save }).click();
  if (!edit) return;
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: texts.confirm })).toBeVisible();
  await expect(dialog).not.toContainText(texts.warning);
  await dialog.getByRole('button', { name: texts.confirm }).click();
};

/**
 * Saves the create page that is open under `name`, then checks the toast, the new node's edit page and
 * its row: active, at `level` in the tree. Returns the new node's id.
 */
const saveNew = async (page: Page, texts: Texts, name: string, saved: string, segment: string, level: number) => {
  await saveWithName(page, texts, name);
  await expect(toast(page, saved)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}/${segment}/edit/${UUID}$`));
  await expect(row(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, name)).toHaveAttribute('aria-level', String(level));
  return idInUrl(page);
};

/**
 * Follows an add link to its create page and waits for that page's heading: the URL changes before
 * the router has drawn the new page, and the page before also has a name field.
 */
const openCreate = async (page: Page, link: string, url: string, heading: string) => {
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
};

/** Deletes the node whose edit page is open, confirming `question`. */
const deleteOpenNode = async (page: Page, texts: Texts, question: string) => {
  await page.getByRole('button', { name: texts.delete, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(question);
  await page.getByRole('dialog').getByRole('button', { name: texts.confirm }).click();
};

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`a company admin builds, edits and takes apart an access tree (${language})`, async ({ page }) => {
    // A long flow of a dozen saves, each reloading the tree.
    test.setTimeout(180_000);
    // This run's names: its search finds only them, whatever earlier runs left.
    const suffix = `${language}${Date.now() % 1_000_000}`;
    const names = {
      object: `${texts.words.object} ${suffix}»`,
      perimeter: `${texts.words.perimeter} ${suffix}`,
      child: `${texts.words.child} ${suffix}`,
      point: `${texts.words.point} ${suffix}`,
    };
    await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
    if (texts.language) {
      await openUserMenu(page);
      await page.getByRole('menuitemradio', { name: texts.language }).click();
    }
    await page.getByRole('menuitem', { name: texts.menu }).click();
    await expect(page).toHaveURL(ACCESS);
    await expect(page.getByText(texts.selectNode)).toBeVisible();
    await page.getByRole('searchbox', { name: texts.search }).fill(suffix);
    await expect(page.getByText(texts.noMatches)).toBeVisible();

    // The object.
    await openCreate(page, texts.addObject, `${ACCESS}/objects/create`, texts.newObject);
    await expect(page.getByRole('button', { name: texts.save })).toBeDisabled();
    const objectId = await saveNew(page, texts, names.object, texts.objectSaved, 'objects', 1);

    // A perimeter directly under it; a one-letter name is refused first.
    await openCreate(
      page,
      texts.addPerimeter,
      `${ACCESS}/perimeters/create?parentId=${ALL_ZERO}&accessObjectId=${objectId}`,
      texts.newPerimeter,
    );
    await nameField(page, texts).fill('a');
    await nameField(page, texts).blur();
    await expect(page.getByText(texts.minLength)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.save })).toBeDisabled();
    const perimeterId = await saveNew(page, texts, names.perimeter, texts.perimeterSaved, 'perimeters', 2);

    // A child perimeter under that one.
    await openCreate(
      page,
      texts.addPerimeter,
      `${ACCESS}/perimeters/create?parentId=${perimeterId}&accessObjectId=${objectId}`,
      texts.newPerimeter,
    );
    const childId = await saveNew(page, texts, names.child, texts.perimeterSaved, 'perimeters', 3);

    // A point in the child perimeter, on a lock found by the server's search.
    await openCreate(
      page,
      texts.addPoint,
      `${ACCESS}/points/create?parentId=${childId}&accessObjectId=${objectId}`,
      texts.newPoint,
    );
    await page.getByRole('combobox', { name: texts.lock }).fill(SPARE_LOCK);
    await page.getByRole('option', { name: new RegExp(SPARE_LOCK) }).click();
    await saveNew(page, texts, names.point, texts.pointSaved, 'points', 4);
    await expect(row(page, names.point).getByRole('img', { name: texts.pointMarker })).toBeVisible();

    // Hiding points: the point goes, a dot marks the perimeters above it.
    await page.getByRole('button', { name: texts.hidePoints }).click();
    await expect(row(page, names.point)).toHaveCount(0);
    await expect(row(page, names.child).getByRole('img', { name: texts.hasPoints })).toBeVisible();
    await expect(row(page, names.perimeter).getByRole('img', { name: texts.hasPoints })).toBeVisible();
    await page.getByRole('button', { name: texts.showPoints }).click();
    await expect(row(page, names.point)).toBeVisible();

    // Edit each, confirming: the point, the child perimeter, the perimeter, the object.
    const edited = (name: string) => `${name} ${texts.words.edited}`;
    for (const [kind, path, message] of [
      ['point', 'points', texts.pointSaved],
      ['child', 'perimeters', texts.perimeterSaved],
      ['perimeter', 'perimeters', texts.perimeterSaved],
      ['object', 'objects', texts.objectSaved],
    ] as const) {
      const before = names[kind];
      await row(page, before).click();
      await expect(page).toHaveURL(new RegExp(`${ACCESS}/${path}/edit/${UUID}$`));
      const id = idInUrl(page);
      await expect(nameField(page, texts)).toHaveValue(before);
      await saveWithName(page, texts, edited(before), { edit: true });
      await expect(toast(page, message)).toBeVisible();
      await expect(page).toHaveURL(`${ACCESS}/${path}/edit/${id}`);
      await expect(row(page, edited(before))).toHaveAttribute('aria-selected', 'true');
      await expect(row(page, before)).toHaveCount(0);
      names[kind] = edited(before);
    }

    // A perimeter that still has a child perimeter is not deleted: the server says why, and it stays.
    await row(page, names.perimeter).click();
    await expect(page).toHaveURL(`${ACCESS}/perimeters/edit/${perimeterId}`);
    // The address changes before the perimeter's page replaces the point's: its Delete would be the point's.
    await expect(nameField(page, texts)).toHaveValue(names.perimeter);
    await deleteOpenNode(page, texts, texts.deletePerimeter);
    await expect(toast(page, texts.hasChildren, 'alert')).toBeVisible();
    await expect(page).toHaveURL(`${ACCESS}/perimeters/edit/${perimeterId}`);
    await expect(row(page, names.perimeter)).toBeVisible();

    // Delete the point, then the child perimeter: each goes back to the access route.
    const deleteByName = async (kind: keyof typeof names, question: string, message: string) => {
      await row(page, names[kind]).click();
      await expect(nameField(page, texts)).toHaveValue(names[kind]);
      await deleteOpenNode(page, texts, question);
      await expect(toast(page, message)).toBeVisible();
      await expect(page).toHaveURL(ACCESS);
      await expect(row(page, names[kind])).toHaveCount(0);
    };
    await deleteByName('point', texts.deletePoint, texts.pointDeleted);
    await deleteByName('child', texts.deletePerimeter, texts.perimeterDeleted);
    // No point is left below the object: with points hidden, it is hidden too.
    await page.getByRole('button', { name: texts.hidePoints }).click();
    await expect(row(page, names.object)).toHaveCount(0);
    await page.getByRole('button', { name: texts.showPoints }).click();

    // Now empty, the perimeter and then the object go too, and the search finds nothing again.
    await deleteByName('perimeter', texts.deletePerimeter, texts.perimeterDeleted);
    await deleteByName('object', texts.deleteObject, texts.objectDeleted);
    await expect(page.getByText(texts.noMatches)).toBeVisible();
  });
}
