import { expect, type Page } from '@playwright/test';
import { closedPort, type FakeCamera, startRtspCamera } from '../server/support/fake-cameras';
import { DEMO_PHONES } from './support/env';
import { AREA_PATHS, openCreatePage, openSignedIn, openUserMenu, test, toast } from './fixtures';

/** A camera on loopback that answers RTSP OPTIONS, and a port where nothing listens. */
let camera: FakeCamera;
let refusedPort: number;
/** The list, which keeps its search in the query string. */
const LIST_URL = new RegExp(`${AREA_PATHS.company}/cameras(\\?.*)?$`);

test.beforeAll(async () => {
  [camera, refusedPort] = await Promise.all([startRtspCamera(), closedPort()]);
});
test.afterAll(() => camera?.close());

const openCameras = async (page: Page) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await page.getByRole('menuitem', { name: 'Cameras' }).click();
  await expect(page).toHaveURL(LIST_URL);
};

const addCamera = async (page: Page, name: string, link: string, credentials?: { login: string; password: string }) => {
  await openCreatePage(page, 'New camera');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Stream link' }).fill(link);
  if (credentials) {
    await page.getByRole('textbox', { name: 'Login' }).fill(credentials.login);
    await page.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Camera saved')).toBeVisible();
  await expect(page).toHaveURL(LIST_URL);
};

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a company admin adds cameras, checks their status for real, and deletes them with the confirm', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const suffix = Date.now() % 10_000;
  const live = `Вход ${suffix} (RTSP)`;
  const dead = `Двор ${suffix} (закрытый порт)`;
  const password = `pw-${suffix}-secret`;
  await openCameras(page);

  // A bad link is refused on the form with the reason, and nothing typed is lost.
  await openCreatePage(page, 'New camera');
  const link = page.getByRole('textbox', { name: 'Stream link' });
  await link.fill('ftp://127.0.0.1/stream');
  await link.blur();
  await expect(page.getByText('Enter a link that starts with rtsp://, http:// or https://')).toBeVisible();
  await expect(link).toHaveValue('ftp://127.0.0.1/stream');
  // An address only the server itself could reach (the cloud metadata service) is refused by the server.
  await page.getByRole('textbox', { name: 'Name' }).fill(`Метаданные ${suffix}`);
  await link.fill('rtsp://169.254.169.254/live');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The server does not connect to this address', { exact: false })).toBeVisible();
  await expect(link).toHaveValue('rtsp://169.254.169.254/live');
  // Leaving the changed form asks first; the person chooses to leave. The dialog is answered in its
  // listener: it blocks the page, and waiting for it after the click hung once under load.
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('menuitem', { name: 'Cameras' }).click();
  await expect(page).toHaveURL(LIST_URL);
  expect(prompts).toEqual([expect.stringContaining("changes weren't saved")]);

  // A new camera is checked once it is saved: the result comes as a toast and in its row.
  await addCamera(page, live, `rtsp://127.0.0.1:${camera.port}/live`, { login: 'viewer', password });
  await expect(toast(page, `${live}: online`)).toBeVisible();
  await addCamera(page, dead, `rtsp://127.0.0.1:${refusedPort}/live`);
  const refused = 'The connection was refused: nothing listens at this port';
  await expect(toast(page, `${dead}: offline. ${refused}`, 'alert')).toBeVisible();
  await page.getByPlaceholder('Search by name or link').fill(String(suffix));
  await expect(rowOf(page, live)).toContainText('Online');
  await expect(rowOf(page, dead)).toContainText('Offline');
  await expect(rowOf(page, dead)).toContainText(refused);
  await expect(rowOf(page, dead)).toContainText(/checked/);
  expect(camera.requests.at(-1)).toMatch(/^OPTIONS rtsp:\/\/127\.0\.0\.1:\d+\/live RTSP\/1\.0/);

  // 'Check all' checks the cameras the list shows (those two), and says how it went.
  await expect(page.getByRole('row')).toHaveCount(3); // the header and the two cameras
  await page.getByRole('button', { name: 'Check all' }).click();
  await expect(toast(page, 'Checked 2 cameras: 1 online, 1 offline')).toBeVisible();

  // The password never reaches the browser: not in the list, and not on the edit page.
  await expect(page.locator('body')).not.toContainText(password);

  await rowOf(page, live).getByRole('button', { name: 'Check status' }).click();
  await expect(toast(page, `${live}: online`)).toBeVisible();
  await expect(rowOf(page, live)).toContainText('Online');
  await expect(rowOf(page, live)).toContainText(/checked/);
  // The check proves the camera answers; it never sends the stored credentials anywhere.
  expect(camera.requests.at(-1)).toMatch(/^OPTIONS rtsp:\/\/127\.0\.0\.1:\d+\/live RTSP\/1\.0/);
  expect(camera.requests.join('\n')).not.toContain('Authorization');

  await rowOf(page, dead).getByRole('button', { name: 'Check status' }).click();
  await expect(toast(page, `${dead}: offline`, 'alert')).toBeVisible();
  await expect(rowOf(page, dead)).toContainText('Offline');

  // The edit page: the password field is empty and says the stored one is kept; the check works there too.
  await rowOf(page, live).getByRole('cell', { name: live }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Camera ${live}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');
  await expect(page.getByText('A password is stored. Leave the field empty to keep it unchanged.')).toBeVisible();
  const checksBefore = camera.requests.length;
  await page.getByRole('button', { name: 'Check status' }).click();
  // The list's check left the same toast, which may still show: the camera's own count says this one ran.
  await expect.poll(() => camera.requests.length).toBe(checksBefore + 1);
  await expect(toast(page, `${live}: online`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${live} — главный`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Camera saved')).toBeVisible();
  await expect(page).toHaveURL(LIST_URL);

  // The renamed camera is checked as before, still without credentials on the wire.
  await page.getByPlaceholder('Search by name or link').fill(String(suffix));
  await rowOf(page, `${live} — главный`).getByRole('button', { name: 'Check status' }).click();
  await expect(toast(page, 'online')).toBeVisible();
  expect(camera.requests.join('\n')).not.toContain(Buffer.from(`viewer:${password}`).toString('base64'));

  // Bulk delete asks first; Cancel deletes nothing, Confirm deletes both.
  await rowOf(page, live).getByRole('checkbox').check();
  await rowOf(page, dead).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete these cameras?');
  await expect(dialog).toContainText('The 2 selected cameras will be deleted.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, dead)).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Cameras deleted')).toBeVisible();
  await expect(rowOf(page, live)).toHaveCount(0);
  await expect(rowOf(page, dead)).toHaveCount(0);

  // One camera is deleted from its edit page, after a confirm that names it.
  const gate = `Калитка ${suffix}`;
  await addCamera(page, gate, `rtsp://127.0.0.1:${camera.port}/gate`);
  await page.getByPlaceholder('Search by name or link').fill(String(suffix));
  await rowOf(page, gate).getByRole('cell', { name: gate }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Camera ${gate}` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete this camera?');
  await expect(confirm).toContainText(gate);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Camera deleted')).toBeVisible();
  await expect(page).toHaveURL(LIST_URL);
  await page.getByPlaceholder('Search by name or link').fill(String(suffix));
  await expect(rowOf(page, gate)).toHaveCount(0);
});

test('the cameras list in Russian: the demo cameras, their status and the search', async ({ page }) => {
  await openSignedIn(page, 'company', DEMO_PHONES.companyAdmin);
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'Камеры' }).click();
  await expect(page.getByRole('heading', { name: 'Камеры' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ссылка на видеопоток' })).toBeVisible();
  // The demo's cameras were never checked; a check of one (its link leads nowhere) finds it offline.
  await expect(rowOf(page, 'Паркинг — въезд')).toContainText('Не проверялась');
  await expect(rowOf(page, 'Паркинг — шлагбаум')).toContainText('Не проверялась');
  await rowOf(page, 'Паркинг — шлагбаум').getByRole('button', { name: 'Проверить статус' }).click();
  await expect(rowOf(page, 'Паркинг — шлагбаум')).toContainText('Не в сети');
  await expect(page.getByText('Все данные загружены')).toBeVisible();
  await page.getByPlaceholder('Поиск по названию или ссылке').fill('Лесная');
  await expect(page.getByRole('row')).toHaveCount(4); // the header and three cameras
  await expect(rowOf(page, 'Лесная, 14')).toContainText('Проверить статус');
});
