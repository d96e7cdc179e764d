export interface ChunkSetSize {
  files: number;
  rawKb: number;
  gzipKb: number;
}
export interface FrontendSize {
  budgetKb: number;
  entry: string;
  htmlScriptsNotInClosure: string[];
  /** The entry chunk and its static imports alone. */
  entryGraph: ChunkSetSize;
  signIn: ChunkSetSize;
  dashboard: ChunkSetSize;
  cylinderList: ChunkSetSize;
  scanner: ChunkSetSize & { chunks: string[]; lazy: boolean };
  largestInitialChunks: { file: string; gzipKb: number }[];
}
export const INITIAL_BUDGET_KB: number;
export const PAGES: Record<'signIn' | 'dashboard' | 'cylinderList', string[]>;
export function frontendSize(dist: string): FrontendSize;
