import type { CylinderDetail, DashboardStats } from '../api/types';
import type { Language } from '../providers/language';
import { getStoredUser } from '../providers/session';
import type { RouteStart } from '../routePreload';
import { initialDarkMode } from '../theme/darkMode';
import { cylinderDrawing, drawsCylinder } from './cylinderDrawing';
import { dashboardDrawing } from './dashboardDrawing';
import {
  endFirstDrawing,
  firstDrawingFits,
  messagesOf,
  preloadFonts,
  showFirstDrawing,
} from './firstDrawing';

/**
 * How long the boot script waits for the page's data before starting the app without a drawing. On a phone
 * the app's code takes longer than that to arrive, so the wait costs nothing; on a fast line it bounds
 * the delay.
 */
const DATA_WAIT_MS = 1500;
/** A frame for the drawing to reach the screen before the app's code runs (a hidden tab gets no frames). */
const PAINT_WAIT_MS = 100;

const wait = (ms: number) => new Promise<undefined>((resolve) => setTimeout(resolve, ms, undefined));
const painted = () =>
  Promise.race([
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    wait(PAINT_WAIT_MS),
  ]);

/**
 * Draws the first drawing of the page `route` started (the dashboard, a cylinder), on a phone: the app bar at once, the page's content
 * when its data arrives. Answers when it is on screen (or there is none: data refused, late or
 * unreadable), so the app's code runs after it; null when this page has no first drawing.
 */
export function startFirstDrawing(
  route: RouteStart,
  language: Language,
  fonts: Record<string, string>,
): Promise<void> | null {
  if ((route.name !== 'dashboard' && route.name !== 'cylinder') || !firstDrawingFits()) return null;
  preloadFonts(fonts);
  const user = getStoredUser();
  const options = { language, dark: initialDarkMode(), userName: user?.name ?? '', fonts };
  const dashboardTitle = messagesOf(language).dashboard.title;
  // The app bar at once; the cylinder's title is its serial number, known with its data.
  showFirstDrawing(route.name === 'dashboard' ? dashboardTitle : '', null, options);
  return Promise.race([route.data, wait(DATA_WAIT_MS)])
    .then(async (answer) => {
      const data = answer?.json;
      if (!data || typeof data !== 'object') return endFirstDrawing();
      if (route.name === 'dashboard')
        showFirstDrawing(
          dashboardTitle,
          dashboardDrawing(data as DashboardStats, language, options.userName),
          options,
        );
      else {
        const cylinder = data as CylinderDetail;
        if (!drawsCylinder(cylinder, window.location.search)) return endFirstDrawing();
        showFirstDrawing(cylinder.serialNumber, cylinderDrawing(cylinder, language, options.dark), options);
      }
      await painted();
    })
    .catch(() => {
      // No answer (offline: the app reads its own copy) or a drawing that failed: the app starts as before.
      endFirstDrawing();
    });
}
