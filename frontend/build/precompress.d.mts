import type { Plugin } from 'vite';

export const PRECOMPRESSED_EXTENSIONS: RegExp;
export function precompressDir(
  dir: string,
): Promise<{ file: string; raw: number; br?: number; gz?: number }[]>;
export function precompress(): Plugin;
