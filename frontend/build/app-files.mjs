/**
 * Writes the app's file list into index.html as data (`<script type="application/json" id="app-files">`,
 * never run, so the strict CSP has nothing to object to) for src/boot.ts: the app's code (main.tsx and
 * every file it imports, stylesheets included) and each language's catalogue. The sign-in page fetches
 * them once idle (prefetch: downloaded, not run); an app page announces its catalogue beside its code, and
 * a page drawn first (src/firstDrawing) all of its files at once.
 * @returns {import('vite').Plugin}
 */
/** About how much code (characters, minified) one step of the app's start runs. */
const STEP_CHARS = 60_000;

export function appFiles() {
  return {
    name: 'app-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = new Map(
          Object.values(ctx.bundle ?? {})
            .filter((c) => c.type === 'chunk')
            .map((c) => [c.fileName, c]),
        );
        const find = (suffix) => {
          const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(suffix));
          if (!chunk) throw new Error(`${suffix} is missing from the build`);
          return chunk;
        };
        /** The chunk and everything it imports statically, with their stylesheets. */
        const closure = (chunk) => {
          const files = new Set();
          const visit = (c) => {
            if (files.has(`/${c.fileName}`)) return;
            files.add(`/${c.fileName}`);
            for (const css of c.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
            for (const name of c.imports) visit(chunks.get(name));
          };
          visit(chunk);
          return [...files];
        };
        /**
         * The chunk's code in the order it runs (imports first), in groups of about STEP_CHARS: boot.ts runs
         * one group per task, so the app's start is no longer one long task of every module at once.
         */
        const steps = (chunk, skip) => {
          const order = [];
          const seen = new Set(skip);
          const visit = (c) => {
            if (seen.has(`/${c.fileName}`)) return;
            seen.add(`/${c.fileName}`);
            for (const name of c.imports) visit(chunks.get(name));
            order.push(c);
          };
          visit(chunk);
          const groups = [];
          let size = STEP_CHARS;
          for (const c of order) {
            if (size >= STEP_CHARS) {
              groups.push([]);
              size = 0;
            }
            groups.at(-1).push(`/${c.fileName}`);
            size += c.code.length;
          }
          return groups;
        };
        // The page's entry (src/boot.ts; the bundler names index.html as its module).
        const entry = [...chunks.values()].find((c) => c.isEntry);
        if (!entry) throw new Error('the entry chunk is missing from the build');
        const boot = closure(entry);
        const without = (files) => files.filter((f) => !boot.includes(f));
        const data = {
          app: without(closure(find('/src/main.tsx'))),
          // The pages boot.ts announces itself (vite.config.ts), as routePreload.ts names them.
          pages: {
            dashboard: without(closure(find('/src/dashboard/DashboardPage.tsx'))),
            cylinders: without(closure(find('/src/cylinders/CylinderList.tsx'))),
            cylinder: without(closure(find('/src/cylinders/detail/CylinderDetailPage.tsx'))),
          },
          // After a first drawing (src/firstDrawing, the pages routePreload.ts names): the app and the page
          // run in steps (see steps()), after the catalogue; announced beside the data, not run before.
          steps: Object.fromEntries(
            [
              ['dashboard', '/src/dashboard/DashboardPage.tsx'],
              ['cylinder', '/src/cylinders/detail/CylinderDetailPage.tsx'],
            ].map(([page, path]) => {
              const app = steps(find('/src/main.tsx'), boot);
              return [page, [...app, ...steps(find(path), [...boot, ...app.flat()])]];
            }),
          ),
          fonts: Object.fromEntries(
            Object.values(ctx.bundle ?? {})
              .map((a) => [/roboto-latin-(\d+)-normal.*\.woff2$/.exec(a.fileName)?.[1], `/${a.fileName}`])
              .filter(([weight]) => weight),
          ),
          catalogues: {
            nl: without(closure(find('/src/i18n/nl.ts'))),
            en: without(closure(find('/src/i18n/en.ts'))),
          },
        };
        // boot.ts asks for these weights at once for a first drawing.
        for (const weight of ['400', '500', '700'])
          if (!data.fonts[weight]) throw new Error(`the Roboto ${weight} file is missing from the build`);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'app-files' },
            // `<` escaped: the list can never end the script element early.
            children: JSON.stringify(data).replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
