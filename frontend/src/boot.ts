import { getToken } from './providers/session';
import { LOGIN_PATH, currentPath, loginUrl } from './providers/returnTo';
import { initialLanguage } from './providers/language';
import { rememberLanding } from './providers/landing';
import { publicLogbookToken } from './public-logbook/publicPath';
import { preloadRoute } from './routePreload';
import { startFirstDrawing } from './firstDrawing/startFirstDrawing';

/**
 * The first script of every page, a few hundred bytes: it decides what the page needs before anything
 * large is downloaded. The sign-in page is its own small script (login/signIn.ts), never the app; the
 * owner's read-only logbook link opens without signing in on its own page; everything else is the app
 * (main.tsx), whose files and the active language's catalogue are then requested all at once.
 * The build lists the app's files in index.html (build/app-files.mjs): the sign-in page fetches them
 * (without running them) once idle, and the app page announces its catalogue beside its own code.
 */
interface AppFiles {
  app: string[];
  pages: Record<string, string[]>;
  fonts: Record<string, string>;
  /** Per page drawn first and language: the files to run, in groups of one task each. */
  steps: Record<string, Record<string, string[][]>>;
  catalogues: Record<string, string[]>;
}

function appFiles(): AppFiles | null {
  const data = document.getElementById('app-files')?.textContent;
  try {
    return data ? (JSON.parse(data) as AppFiles) : null;
  } catch {
    return null;
  }
}

function link(rel: string, href: string, priority?: 'low'): void {
  const el = document.createElement('link');
  el.rel = rel;
  el.href = href;
  el.crossOrigin = '';
  if (priority) el.fetchPriority = priority;
  document.head.append(el);
}

/** Announces a module or stylesheet of the app (downloaded, not run). */
function preloadFile(href: string, priority?: 'low'): void {
  if (href.endsWith('.css')) {
    const el = document.createElement('link');
    el.rel = 'preload';
    el.as = 'style';
    el.href = href;
    el.crossOrigin = '';
    if (priority) el.fetchPriority = priority;
    document.head.append(el);
  } else link('modulepreload', href, priority);
}

/**
 * Runs the app's modules group by group, one task each, with the page's first drawing on screen: run at
 * once (import('./main') alone) they were one task of over 100 ms on a phone, blocking every tap.
 * Each import finds its file already downloading (announced above); a failure is left to the app's own
 * import, which reports it as before.
 */
async function runInSteps(groups: string[][]): Promise<void> {
  for (const group of groups) {
    await Promise.all(group.map((file) => import(/* @vite-ignore */ file))).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve));
  }
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
    let runCode!: () => void;
    const codeMayRun = new Promise<void>((resolve) => (runCode = resolve));
    const route = preloadRoute(window.location.pathname, !!getToken(), codeMayRun);
    // On a phone the dashboard is drawn from its data before the app's code runs (firstDrawing/). Every
    // file is still asked for now, at low priority: the data and the drawing go first, and the code is
    // there by the time it may run.
    const drawing = route && getToken() ? startFirstDrawing(route, language, files?.fonts ?? {}) : null;
    const priority = drawing ? 'low' : undefined;
    for (const file of files?.catalogues[language] ?? []) preloadFile(file, priority);
    if (drawing && route && files)
      for (const file of new Set([...files.app, ...(files.pages[route.name] ?? [])]))
        preloadFile(file, priority);
    void (drawing ?? Promise.resolve()).then(async () => {
      if (drawing && route) await runInSteps(files?.steps[route.name]?.[language] ?? []);
      runCode();
      return import('./main').then(({ startApp }) => startApp());
    });
  }
}
