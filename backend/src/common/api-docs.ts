import { applyDecorators, type Type } from '@nestjs/common';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

export class ErrorDto {
  @ApiProperty({ example: 409 }) statusCode!: number;
  @ApiProperty({ example: 'SERIAL_NUMBER_TAKEN', description: 'Stable machine code' }) code!: string;
  @ApiProperty({ description: 'Plain English sentence (same as message)' }) error!: string;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) params?: Record<string, unknown>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
  fields?: Record<string, string[]>;
  @ApiPropertyOptional() requestId?: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (fields lists the problems per field)',
  401: 'Not signed in, or the token is invalid or expired',
  403: 'Signed in, but the role does not allow this',
  404: 'Not found',
  409: 'Conflicts with stored data (duplicate, in use, stale version)',
  413: 'Request body too large',
  429: 'Too many attempts',
  500: 'Unexpected error: the answer carries only a requestId to quote',
  503: 'Database unavailable',
};

export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status], type: ErrorDto })),
  );

/** The 200 answer of a list: an array of `item` and the Content-Range header, in one response entry. */
export const ApiListQuery = (
  resource: string,
  item: Type<unknown> | SchemaObject | ReferenceObject,
  /** unfilteredTotal: the list sends X-Unfiltered-Total; countAhead: it counts at most this many past its start. */
  options: { unfilteredTotal?: boolean; countAhead?: number } = {},
) =>
  ApiResponse({
    status: 200,
    description: `The page; Content-Range: ${resource} <start>-<end>/<total>`,
    headers: {
      'Content-Range': { description: `${resource} 0-24/100`, schema: { type: 'string' } },
      ...(options.unfilteredTotal
        ? {
            'X-Unfiltered-Total': {
              description: 'Only on a filtered list: the number of rows without the filters',
              schema: { type: 'integer' },
            },
          }
        : {}),
      ...(options.countAhead !== undefined
        ? {
            'X-Total-Capped': {
              description:
                `Only when a paged list stopped counting ${options.countAhead} matches past its first row: "true", and ` +
                `the total in Content-Range is that bound (start + ${options.countAhead}), a lower bound: a client that ` +
                'pages until it reaches the total still sees every match. An unpaged list (no range) is counted exactly.',
              schema: { type: 'string', enum: ['true'] },
            },
          }
        : {}),
    },
    ...(typeof item === 'function'
      ? { type: item, isArray: true }
      : { schema: { type: 'array', items: item } }),
  });
