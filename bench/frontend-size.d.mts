export interface ChunkSetSize {
  files: number;
  rawKb: number;
  gzipKb: number;
}
export interface FrontendSize {
  budgetKb: number;
  entry: string;
  htmlScriptsNotInClosure: string[];
  signIn: ChunkSetSize;
  dashboard: ChunkSetSize;
  cylinderList: ChunkSetSize;
  scanner: ChunkSetSize & { chunks: string[]; lazy: boolean };
  largestInitialChunks: { file: string; gzipKb: number }[];
}
export const INITIAL_BUDGET_KB: number;
export function frontendSize(dist: string): FrontendSize;
