/**
 * The app's file list the build writes into index.html (build/app-files.mjs), as boot.ts and the first
 * drawing read it.
 */
export interface AppFiles {
  /** main.tsx and every file it imports statically, stylesheets included (the entry's own excluded). */
  app: string[];
  /** The files of the pages routePreload.ts starts (boot.ts announces them, not the bundler). */
  pages: Record<string, string[]>;
  /** The app's Roboto files by weight ('400': url). */
  fonts: Record<string, string>;
  /** Per page drawn first: the app's and the page's files, in groups to run one task each. */
  steps: Record<string, string[][]>;
  /** Per language: the catalogue's files. */
  catalogues: Record<string, string[]>;
}
