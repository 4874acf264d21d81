import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Demo users of api/src/db/seeds/02_demo_people.ts. */
export const USERS = {
  admin: { username: 'admin', password: 'Admin2024!' },
  cashier: { username: 'cajero', password: 'Cajero2024!' },
  teacher: { username: 'docente', password: 'Docente2024!' },
} as const;

/** Words react-admin or MUI would show if a translation were missing. */
const ENGLISH =
  /\b(Loading|Delete|Edit|Save|Cancel|Search|Rows per page|No results|Refresh|Create|Show|Required|Sign in|Logout|Profile|Close|Yes|Something went wrong|Go to page|of more than)\b/;

export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
}

/** Logs in as role 1 through the login page and chooses a department on /home, as a user does. */
export async function loginAdminThroughForms(page: Page, department = 'LA PAZ'): Promise<void> {
  await login(page, USERS.admin.username, USERS.admin.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('department-card').filter({ hasText: department }).click();
  await expect(page).toHaveURL(/\/semester$/);
}

interface LoginAnswer {
  token: string;
  user: { idRol: number };
  expiration: string;
}

/**
 * Stores in the page the session the login page would store after `POST /api/users/login` (and, for role 1, the
 * department the chooser would store), without drawing those screens: for tests that do not check the login.
 * The tests of the login page and the chooser themselves (shell, accessibility, users) go through the forms.
 */
async function storeSession(
  page: Page,
  user: { username: string; password: string },
  department?: string,
): Promise<number> {
  const response = await page.request.post('/api/users/login', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as LoginAnswer;
  let chosen: { idDepartamento: number; nombreDepartamento: string } | null = null;
  if (department) {
    const departments = (await (
      await page.request.get('/api/departaments/selectDepartaments/1', {
        headers: { Authorization: `Bearer ${answer.token}` },
      })
    ).json()) as Array<{ idDepartamento: number; nombreDepartamento: string }>;
    const found = departments.find((d) => d.nombreDepartamento === department);
    expect(found, `department ${department}`).toBeTruthy();
    chosen = { idDepartamento: found!.idDepartamento, nombreDepartamento: found!.nombreDepartamento };
  }
  // Any same-origin document gives access to the app's localStorage; the health answer is the smallest.
  await page.goto('/api/health');
  await page.evaluate(
    ({ answer, chosen }) => {
      localStorage.setItem('token', answer.token);
      localStorage.setItem('user', JSON.stringify(answer.user));
      localStorage.setItem('expiration', answer.expiration);
      if (chosen) localStorage.setItem('idDepartament', JSON.stringify(chosen));
    },
    { answer, chosen },
  );
  return answer.user.idRol;
}

/** Role 1 with `department` chosen, on /semester (where choosing it leads). */
export async function loginAdmin(page: Page, department = 'LA PAZ'): Promise<void> {
  await storeSession(page, USERS.admin, department);
  await page.goto('/semester');
  await expect(page).toHaveURL(/\/semester$/);
}

/** A role 2 to 5 user with a session, on the home page of their role (where the login leads). */
export async function loginAs(page: Page, user: { username: string; password: string }): Promise<void> {
  const home = (await storeSession(page, user)) === 2 ? '/home-administrative' : '/subject-schedule';
  await page.goto(home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

/** Client-side navigation (keeps the session and the chosen department, as the menus do). */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`));
}

/** The demo cashier logs in, opens the counter and searches for `query` (a CI or a name) with Enter. */
export async function searchAtCounter(page: Page, query: string): Promise<void> {
  await loginAs(page, USERS.cashier);
  await goTo(page, '/counter');
  const search = page.getByTestId('counter-search');
  await search.fill(query);
  await search.press('Enter');
}

/** The side drawer. */
export const drawer = (page: Page): Locator => page.getByTestId('side-menu');

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function expectNoEnglish(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(ENGLISH);
}

export async function tokenFor(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The documented API as a demo user, for setting a scene faster than the screens would: `post` fails the test
 * unless the answer is 200 and gives its JSON; `get` gives the JSON.
 */
export async function apiAs(request: APIRequestContext, user: { username: string; password: string }) {
  const headers = { Authorization: `Bearer ${await tokenFor(request, user.username, user.password)}` };
  return {
    headers,
    async post(path: string, data: unknown) {
      const res = await request.post(`/api${path}`, { headers, data });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
      return res.json();
    },
    get: async (path: string) => (await request.get(`/api${path}`, { headers })).json(),
  };
}

/** The snackbar of react-admin. */
export const snackbar = (page: Page): Locator => page.locator('.MuiSnackbar-root');

/** The open dialog. */
export const dialog = (page: Page): Locator => page.getByRole('dialog');

/** A table row containing a text. */
export const row = (page: Page, text: string | RegExp): Locator => page.locator('tbody tr').filter({ hasText: text });

/** The receipt dialog that opens after a payment: downloads it with its exact name, closes it, answers its number. */
export async function downloadReceipt(page: Page): Promise<string> {
  const receipt = dialog(page);
  await expect(receipt.getByRole('heading', { name: /Recibo N° \d+/ })).toBeVisible();
  const code = /Recibo N° (\d+)/.exec(await receipt.getByRole('heading').innerText())![1];
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('link', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Recibo N° ${code}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await receipt.getByRole('button', { name: 'Cerrar' }).click();
  return code;
}

/**
 * Picks `option` of a MUI select and waits for its menu to close. Under load a click can land while the menu is
 * still opening and leave it open, hiding the rest of the page from role queries; the pick is then tried again
 * after Escape closes that menu (Escape goes to the topmost modal only, so an enclosing dialog stays open).
 */
export async function pickOption(page: Page, combobox: Locator, option: Locator): Promise<void> {
  const openMenus = page.getByRole('listbox').filter({ visible: true });
  await expect(async () => {
    if (await openMenus.count()) await page.keyboard.press('Escape');
    await combobox.click({ timeout: 3000 });
    await option.click({ timeout: 3000 });
    await expect(openMenus).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

async function cashierHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await tokenFor(request, USERS.cashier.username, USERS.cashier.password)}` };
}

/** Role 2 takes money only inside an open shift: opens the demo cashier's through the API when none is open. */
export async function ensureCashierShift(request: APIRequestContext): Promise<void> {
  const headers = await cashierHeaders(request);
  const state = (await (await request.get('/api/counter/shift', { headers })).json()) as { abierta: unknown };
  if (state.abierta) return;
  const opened = await request.post('/api/counter/shift/open', { headers, data: { openingAmount: 0 } });
  expect(opened.status(), await opened.text()).toBe(200);
}

/** Closes the demo cashier's shift through the API when one is open (a test that starts from no shift). */
export async function closeCashierShift(request: APIRequestContext): Promise<void> {
  const headers = await cashierHeaders(request);
  const state = (await (await request.get('/api/counter/shift', { headers })).json()) as {
    abierta: { esperado: number } | null;
  };
  if (!state.abierta) return;
  const closed = await request.post('/api/counter/shift/close', {
    headers,
    data: { countedAmount: state.abierta.esperado },
  });
  expect(closed.status(), await closed.text()).toBe(200);
}
