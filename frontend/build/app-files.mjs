/**
 * Writes the app's file list into index.html as data (`<script type="application/json" id="app-files">`,
 * never run, so the strict CSP has nothing to object to) for src/boot.ts: the app's code (main.tsx and
 * every file it imports, stylesheets included) and each language's catalogue. The sign-in page fetches
 * them once idle (prefetch: downloaded, not run); an app page announces its catalogue beside its code.
 * @returns {import('vite').Plugin}
 */
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
        // The page's entry (src/boot.ts; the bundler names index.html as its module).
        const entry = [...chunks.values()].find((c) => c.isEntry);
        if (!entry) throw new Error('the entry chunk is missing from the build');
        const boot = closure(entry);
        const without = (files) => files.filter((f) => !boot.includes(f));
        const data = {
          app: without(closure(find('/src/main.tsx'))),
          catalogues: {
            nl: without(closure(find('/src/i18n/nl.ts'))),
            en: without(closure(find('/src/i18n/en.ts'))),
          },
        };
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
