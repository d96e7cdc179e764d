export interface ChunkSetSize {
  files: number;
  rawKb: number;
  /** The brotli copies' bytes: what a browser accepting br receives. */
  sentKb: number;
  /** The gzip copies' bytes: what a gzip-only client receives. */
  gzipKb: number;
}
export interface FrontendSize {
  budgetKb: number;
  entry: string;
  htmlScriptsNotInClosure: string[];
  /** Files of the entry graph without a .br or .gz copy (sent uncompressed). */
  notPrecompressed: string[];
  /** The entry chunk and its static imports alone. */
  entryGraph: ChunkSetSize;
  signIn: ChunkSetSize;
  dashboard: ChunkSetSize;
  cylinderList: ChunkSetSize;
  scanner: ChunkSetSize & { chunks: string[]; lazy: boolean };
  largestInitialChunks: { file: string; sentKb: number }[];
}
export const INITIAL_BUDGET_KB: number;
export const PAGES: Record<'signIn' | 'dashboard' | 'cylinderList', string[]>;
export function frontendSize(dist: string): FrontendSize;
