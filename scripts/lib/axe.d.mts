import type { Page } from '@playwright/test';

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
  help: string;
  targets: string[];
  summary: string;
  /** The first element's markup. */
  html: string;
}
export function runAxe(page: Page): Promise<AxeViolation[]>;
export function blocking(violations: AxeViolation[]): string[];
