import type { CylinderDetail, DashboardStats } from '../api/types';
import type { Language } from '../providers/language';
import { getStoredUser } from '../providers/session';
import type { RouteName, RouteStart } from '../routePreload';
import type { AppFiles } from '../appFiles';
import { initialDarkMode } from '../theme/darkMode';
import { formatKgNumber } from '../common/format';
import { cylinderDrawing, drawsCylinder } from './cylinderDrawing';
import { dashboardDrawing } from './dashboardDrawing';
import { endFirstDrawing, FIRST_DRAWING_ID } from './endFirstDrawing';
import { loadCatalogue, showFirstDrawing } from './firstDrawing';

/**
 * How long the page's data may take before the app starts without a drawing: the app's files are asked
 * for only after the drawing, so this bounds what a slow answer can cost. With the app kept by the service
 * worker (a returning visit) its code is at hand and waits less.
 */
const DATA_WAIT_MS = 1000;
const DATA_WAIT_KEPT_MS = 300;
/** A frame for the drawing to reach the screen before the app's code runs (a hidden tab gets no frames). */
const PAINT_WAIT_MS = 100;

const wait = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms, undefined));
const painted = () =>
  Promise.race([
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    wait(PAINT_WAIT_MS),
  ]);

/**
 * Draws the first drawing of the page `route` started (the dashboard, a cylinder): the app bar now, the
 * page's content when its data arrives. Answers when it is on screen (or there is none: data refused,
 * late or unreadable).
 */
function draw(route: RouteStart, language: Language, fonts: Record<string, string>): Promise<void> {
  const user = getStoredUser();
  const options = { language, dark: initialDarkMode(), userName: user?.name ?? '', fonts };
  // The app bar first; its title (the page's name, a cylinder's serial number) comes with the content.
  showFirstDrawing('', null, options);
  const content = Promise.all([route.data, loadCatalogue(language)]);
  // The page's first number format loads the language's number data (about 40 ms of a phone's time): in a
  // task of its own while the data is on its way, not in the task that draws the page.
  setTimeout(() => formatKgNumber(0, language));
  const kept = !!navigator.serviceWorker?.controller;
  return Promise.race([content, wait(kept ? DATA_WAIT_KEPT_MS : DATA_WAIT_MS)])
    .then(async (ready) => {
      const [answer, messages] = ready ?? [];
      const data = answer?.json;
      if (!messages || !data || typeof data !== 'object') return endFirstDrawing();
      if (route.name === 'dashboard')
        showFirstDrawing(
          messages.dashboard.title,
          // A fitter's dashboard shows their own work, not the stock figures (DashboardPage.tsx).
          dashboardDrawing(
            data as DashboardStats,
            messages,
            language,
            options.userName,
            user?.role !== 'MONTEUR',
          ),
          options,
        );
      else {
        const cylinder = data as CylinderDetail;
        if (!drawsCylinder(cylinder, window.location.search)) return endFirstDrawing();
        showFirstDrawing(
          cylinder.serialNumber,
          cylinderDrawing(cylinder, messages, language, options.dark),
          options,
        );
      }
      await painted();
    })
    .catch(() => {
      // No answer (offline: the app reads its own copy) or a drawing that failed: the app starts as before.
      endFirstDrawing();
    });
}

/**
 * What shows that the app has drawn the page itself (its content, or its error message): the drawing then
 * goes, in the same frame (a mutation observer runs before the next paint).
 */
const PAGE_DRAWN: Partial<Record<RouteName, string>> = {
  dashboard:
    '[data-testid="dashboard-stats"], [data-testid="work-cylinders"], [data-testid="dashboard"] [data-testid="error-banner"]',
  // The form, not the page's header: the page shows its form a commit later (a drawn page opens on the
  // mutations tab).
  cylinder: '#log-entry-form, [data-testid="cylinder-error"], [data-testid="cylinder-not-found"]',
};
/** Should the app not get there (another page opened, a failure), the drawing goes after this long. */
const FIRST_DRAWING_MAX_MS = 8000;

/** Removes the drawing once the app's page shows `selector` under the app's root. */
function endWhenDrawn(selector: string): void {
  const root = document.getElementById('root');
  if (!root) return endFirstDrawing();
  const end = () => {
    observer.disconnect();
    clearTimeout(timer);
    endFirstDrawing();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector(selector)) end();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(end, FIRST_DRAWING_MAX_MS);
}

/** Announces a module or stylesheet of the app (downloaded, not run yet). */
function announce(href: string): void {
  const el = document.createElement('link');
  if (href.endsWith('.css')) {
    el.rel = 'preload';
    el.as = 'style';
  } else el.rel = 'modulepreload';
  el.href = href;
  el.crossOrigin = '';
  document.head.append(el);
}

/**
 * How many files are announced per task: each link starts its download at once, which costs the page's
 * main thread about a third of a millisecond here (more on a phone); the 75 files of a cylinder page in
 * one task were over 100 ms of a phone's time, in a task of its own after the drawing showed.
 */
const ANNOUNCE_PER_TASK = 16;

/** Announces `files` in a few tasks, between which the page answers taps. */
async function announceAll(files: string[]): Promise<void> {
  for (let i = 0; i < files.length; i += ANNOUNCE_PER_TASK) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve));
    files.slice(i, i + ANNOUNCE_PER_TASK).forEach(announce);
  }
}

/**
 * Runs the app's modules group by group, one task each, with the drawing on screen: run at once
 * (import('./main') alone) they were one task of over 100 ms on a phone, blocking every tap. Each import
 * finds its file already downloading (announced); a failure is left to the app's own import, which
 * reports it as before.
 */
async function runInSteps(groups: string[][]): Promise<void> {
  for (const group of groups) {
    await Promise.all(group.map((file) => import(/* @vite-ignore */ file))).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/**
 * On a phone (the boot script checked): draws the page first, then starts the app. The app's and the
 * page's files are asked for once the drawing is on screen, not before: downloading beside the data, the
 * fonts and the catalogue (which the boot script asked for at once), their 260 kB only delayed the
 * drawing; they then run in steps, and `runCode` lets the page's own import (routePreload.ts) go.
 */
export async function drawThenStart(
  route: RouteStart,
  language: Language,
  files: AppFiles,
  runCode: () => void,
): Promise<void> {
  const catalogue = files.catalogues[language] ?? [];
  const steps = files.steps[route.name] ?? [];
  await draw(route, language, files.fonts);
  await announceAll([...new Set([...files.app, ...steps.flat()])]);
  await runInSteps([catalogue.filter((file) => file.endsWith('.js')), ...steps]);
  if (document.getElementById(FIRST_DRAWING_ID)) endWhenDrawn(PAGE_DRAWN[route.name] ?? '#root > *');
  runCode();
  const { startApp } = await import('../main');
  startApp();
}
