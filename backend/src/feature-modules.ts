import type { Type } from '@nestjs/common';

/** The register's modules (refrigerants, suppliers, cylinders, logs, stats, scan), added as they land. */
export const FEATURE_MODULES: Type[] = [];
