import { getToken } from './providers/session';
import { LOGIN_PATH, currentPath, loginUrl } from './providers/returnTo';
import { initialLanguage } from './providers/language';
import type { AppFiles } from './appFiles';
import { rememberLanding } from './providers/landing';
import { publicLogbookToken } from './public-logbook/publicPath';
import { preloadRoute, routeOf } from './routePreload';

/**
 * The first script of every page, a few hundred bytes: it decides what the page needs before anything
 * large is downloaded. The sign-in page is its own small script (login/signIn.ts), never the app; the
 * owner's read-only logbook link opens without signing in on its own page; everything else is the app
 * (main.tsx), whose files and the active language's catalogue are then requested all at once.
 * The build lists the app's files in index.html (build/app-files.mjs): the sign-in page fetches them
 * (without running them) once idle, and the app page announces its catalogue beside its own code.
 */

function appFiles(): AppFiles | null {
  const data = document.getElementById('app-files')?.textContent;
  try {
    return data ? (JSON.parse(data) as AppFiles) : null;
  } catch {
    return null;
  }
}

function link(rel: string, href: string, as?: string): void {
  const el = document.createElement('link');
  el.rel = rel;
  el.href = href;
  el.crossOrigin = '';
  if (as) el.as = as;
  document.head.append(el);
}

/**
 * Downloads one of the app's files before it is asked for: a module as a module, a stylesheet as a style
 * (a stylesheet announced as a module is fetched, refused as a script and logged as an error on every page).
 */
function announce(file: string): void {
  if (file.endsWith('.css')) link('preload', file, 'style');
  else link('modulepreload', file);
}

const root = document.getElementById('root')!;
const publicToken = publicLogbookToken(window.location.pathname);

if (publicToken !== null) {
  void import('./public-logbook/mount').then(({ mountPublicLogbook }) =>
    mountPublicLogbook(root, publicToken),
  );
} else {
  // A page opened from outside (a label scanned with the phone's camera) opens ready for work, also after
  // the detour through /login (providers/landing).
  rememberLanding(window.location.pathname);
  // A visitor without a token goes to /login before anything else loads; the page asked for (a scanned
  // label's /cylinder/<id>?action=...) rides along and opens after signing in.
  if (!getToken() && window.location.pathname !== LOGIN_PATH)
    window.history.replaceState(null, '', loginUrl(currentPath()));

  if (window.location.pathname === LOGIN_PATH) {
    void import('./login/signIn').then(({ mountSignIn }) =>
      mountSignIn(root, () => {
        const files = appFiles();
        if (files)
          for (const file of [...files.app, ...(files.catalogues[initialLanguage()] ?? [])])
            link('prefetch', file);
      }),
    );
  } else {
    // The active language's catalogue, the page's own code and its data download beside the app's code
    // instead of after it ran.
    const language = initialLanguage();
    const files = appFiles();
    const path = window.location.pathname;
    const page = routeOf(path);
    // On a phone (MUI's sm breakpoint; wider screens have another layout) the dashboard or a cylinder is
    // drawn from its data before the app runs (firstDrawing/, a chunk of its own, which then asks for the
    // app's files and starts it). The drawing's text waits for the app's own font files: asked for at once.
    const drawn =
      !!files &&
      (page === 'dashboard' || page === 'cylinder') &&
      !!getToken() &&
      !!window.matchMedia?.('(max-width: 599.95px)').matches;
    let runCode!: () => void;
    const codeMayRun = new Promise<void>((resolve) => (runCode = resolve));
    const announceApp = () => {
      for (const file of [...(files?.app ?? []), ...((page && files?.pages[page]) || [])]) announce(file);
      runCode();
    };
    const announceCatalogue = () => {
      for (const file of files?.catalogues[language] ?? []) announce(file);
    };
    if (!drawn) {
      announceCatalogue();
      announceApp();
    } else
      // Each link starts its download at once, at a cost to this task (a few ms each on a phone): before
      // a drawing, the catalogue's and the fonts' links go in a task of their own, so this one stays short.
      setTimeout(() => {
        announceCatalogue();
        for (const weight of ['400', '500', '700']) link('preload', files.fonts[weight], 'font');
      });
    const route = preloadRoute(path, !!getToken(), codeMayRun);
    const startApp = () => import('./main').then((app) => app.startApp());
    if (drawn && route && files) {
      void import('./firstDrawing/drawThenStart').then(
        ({ drawThenStart }) => drawThenStart(route, language, files, runCode),
        () => {
          announceApp();
          return startApp();
        },
      );
    } else void startApp();
  }
}
