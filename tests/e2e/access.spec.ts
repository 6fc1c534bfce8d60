import { expect, type Page, test } from '@playwright/test';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openUserMenu, signIn, toast } from './fixtures';

/**
 * The access section (spec section 2, issue 3): a company admin builds an object > perimeter > child
 * perimeter > point from nothing, edits each with the confirmation, deletes the point and the
 * perimeters, checking the URL and the tree after every step.
 */

const ACCESS = `${AREA_PATHS.company}/access`;
const UUID = '[0-9a-f-]{36}';
const ALL_ZERO = '00000000-0000-0000-0000-000000000000';
/** A lock of УК «Северный квартал» that no demo point uses. */
const SPARE_LOCK = 'SK-9001';

const tree = (page: Page) => page.getByRole('tree');
const row = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });

/** Types a name, saves, checks the abonents warning and confirms. */
const saveWithName = async (page: Page, name: string, texts = EN) => {
  await page.getByRole('textbox', { name: texts.name, exact: true }).fill(name);
  await page.getByRole('button', { name: texts.save }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(texts.warning);
  await dialog.getByRole('button', { name: texts.confirm }).click();
};

const EN = {
  name: 'Name',
  save: 'Save',
  confirm: 'Confirm',
  warning: 'Attention! All abonents will receive the update',
};

/** The id at the end of the current URL. */
const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test('a company admin builds, edits and takes apart an access tree', async ({ page }) => {
  // A long flow of twenty saves and reloads of the tree.
  test.setTimeout(180_000);
  const suffix = Date.now() % 100000;
  const objectName = `ЖК «Проверка ${suffix}»`;
  await signIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'Access points' }).click();
  await expect(page).toHaveURL(ACCESS);
  await expect(page.getByText('Select an object, perimeter or access point in the tree')).toBeVisible();
  // Only this test's object is of interest: the search keeps it and its ancestors.
  await page.getByRole('searchbox', { name: 'Search in the tree' }).fill(String(suffix));
  await expect(page.getByText('Nothing in the tree matches your search')).toBeVisible();

  // The object.
  await page.getByRole('link', { name: 'Add object' }).click();
  await expect(page).toHaveURL(`${ACCESS}/objects/create`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await saveWithName(page, objectName);
  await expect(toast(page, 'Access object saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}/objects/edit/${UUID}$`));
  const objectId = idInUrl(page);
  await expect(row(page, objectName)).toHaveAttribute('aria-selected', 'true');

  // A perimeter directly under it.
  await page.getByRole('link', { name: 'Add perimeter' }).click();
  await expect(page).toHaveURL(`${ACCESS}/perimeters/create?parentId=${ALL_ZERO}&accessObjectId=${objectId}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('a');
  await page.getByRole('textbox', { name: 'Name', exact: true }).blur();
  await expect(page.getByText('Minimum length is 2 characters')).toBeVisible();
  await saveWithName(page, `Корпус ${suffix}`);
  await expect(toast(page, 'Perimeter saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}/perimeters/edit/${UUID}$`));
  const perimeterId = idInUrl(page);
  await expect(row(page, `Корпус ${suffix}`)).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, `Корпус ${suffix}`)).toHaveAttribute('aria-level', '2');

  // A child perimeter under that one.
  await page.getByRole('link', { name: 'Add perimeter' }).click();
  await expect(page).toHaveURL(`${ACCESS}/perimeters/create?parentId=${perimeterId}&accessObjectId=${objectId}`);
  await saveWithName(page, `Подъезд ${suffix}`);
  await expect(toast(page, 'Perimeter saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}/perimeters/edit/${UUID}$`));
  const childId = idInUrl(page);
  await expect(row(page, `Подъезд ${suffix}`)).toHaveAttribute('aria-level', '3');

  // A point in the child perimeter, on a lock found by the server's search.
  await page.getByRole('link', { name: 'Add access point' }).click();
  await expect(page).toHaveURL(`${ACCESS}/points/create?parentId=${childId}&accessObjectId=${objectId}`);
  await page.getByRole('combobox', { name: 'Lock ID' }).fill(SPARE_LOCK);
  await page.getByRole('option', { name: new RegExp(SPARE_LOCK) }).click();
  await saveWithName(page, `Дверь ${suffix}`);
  await expect(toast(page, 'Access point saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}/points/edit/${UUID}$`));
  await expect(row(page, `Дверь ${suffix}`)).toHaveAttribute('aria-level', '4');
  await expect(row(page, `Дверь ${suffix}`).getByRole('img', { name: 'Access point' })).toBeVisible();

  // Hiding points: the point goes, a dot marks the perimeters above it.
  await page.getByRole('button', { name: 'Hide points' }).click();
  await expect(row(page, `Дверь ${suffix}`)).toHaveCount(0);
  await expect(row(page, `Подъезд ${suffix}`).getByRole('img', { name: 'Contains access points' })).toBeVisible();
  await page.getByRole('button', { name: 'Show points' }).click();

  // Edit each, confirming: the point, the child perimeter, the perimeter, the object.
  for (const [before, after, message, path] of [
    [`Дверь ${suffix}`, `Дверь подъезда ${suffix}`, 'Access point saved', 'points'],
    [`Подъезд ${suffix}`, `Подъезд 1, ${suffix}`, 'Perimeter saved', 'perimeters'],
    [`Корпус ${suffix}`, `Корпус 1, ${suffix}`, 'Perimeter saved', 'perimeters'],
    [objectName, `${objectName}, очередь 2`, 'Access object saved', 'objects'],
  ] as const) {
    await row(page, before).click();
    await expect(page).toHaveURL(new RegExp(`${ACCESS}/${path}/edit/${UUID}$`));
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(before);
    await saveWithName(page, after);
    await expect(toast(page, message)).toBeVisible();
    await expect(row(page, after)).toBeVisible();
    await expect(row(page, before)).toHaveCount(0);
  }

  // A perimeter that still has a child perimeter is not deleted: the server says why.
  await row(page, `Корпус 1, ${suffix}`).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete this perimeter?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(`${ACCESS}/perimeters/edit/${perimeterId}`);

  // Delete the point, then the child perimeter: each goes back to the access route.
  for (const [name, question, message] of [
    [`Дверь подъезда ${suffix}`, 'Delete this access point?', 'Access point deleted'],
    [`Подъезд 1, ${suffix}`, 'Delete this perimeter?', 'Perimeter deleted'],
  ] as const) {
    await row(page, name).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(question);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(ACCESS);
    await expect(row(page, name)).toHaveCount(0);
  }
  await expect(row(page, `Корпус 1, ${suffix}`)).toBeVisible();
});

test('the access section in Russian: an object is added and deleted', async ({ page }) => {
  const suffix = Date.now() % 100000;
  const objectName = `ЖК «Русский ${suffix}»`;
  await signIn(page, 'company', DEMO_PHONES.companyAdmin);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'Точки доступа' }).click();
  await expect(page).toHaveURL(ACCESS);
  await expect(page.getByRole('heading', { name: 'Объекты и точки доступа' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Развернуть все' })).toBeVisible();

  await page.getByRole('link', { name: 'Добавить объект' }).click();
  await expect(page).toHaveURL(`${ACCESS}/objects/create`);
  await expect(page.getByRole('heading', { name: 'Новый объект доступа' })).toBeVisible();
  await saveWithName(page, objectName, {
    name: 'Название',
    save: 'Сохранить',
    confirm: 'Подтвердить',
    warning: 'Внимание! Все абоненты получат обновление',
  });
  await expect(toast(page, 'Объект доступа сохранён')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ACCESS}/objects/edit/${UUID}$`));
  await page.getByRole('searchbox', { name: 'Поиск по дереву' }).fill(String(suffix));
  await expect(row(page, objectName)).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('dialog')).toContainText('Удалить этот объект доступа?');
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(toast(page, 'Объект доступа удалён')).toBeVisible();
  await expect(page).toHaveURL(ACCESS);
  await expect(page.getByText('В дереве ничего не найдено')).toBeVisible();
});
