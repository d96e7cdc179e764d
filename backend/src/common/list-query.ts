import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AppError } from './app-error';
import { DATE_FORMAT_HINT, parseIsoDate } from './dates';
import { parseId } from './id.pipe';
import { inputError, inspectInput } from './input-guard';

/**
 * The ra-data-simple-rest list dialect, spoken in this one place:
 * sort=["field","ASC"], range=[0,24], filter={"q":"...","field":value,"id":[1,2]} as JSON query parameters.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]', example: '["id","ASC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ description: 'JSON [start,end], inclusive', example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({
    description: 'JSON object of filters; "q" is a free-text search, "id" one id or a list',
    example: '{"q":"R-32"}',
  })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  filter?: string;
}

export type FilterKind = 'text' | 'int' | 'bool' | 'date' | readonly string[];

export interface ListSpec {
  resource: string;
  /** API field name -> SQL expression to order by. */
  sortable: Record<string, string>;
  filters: Record<string, FilterKind>;
  defaultSort: [string, 'ASC' | 'DESC'];
}

export interface ListParams {
  orderBy: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  ids: number[] | null;
  q: string | null;
  filter: Record<string, string | number | boolean>;
}

export const MAX_UNPAGED_ROWS = 5000;
/** The most rows a paged list answers (range); an unpaged one answers up to MAX_UNPAGED_ROWS. */
export const MAX_PAGE_ROWS = 1000;

/**
 * A paged list that bounds its count counts its matches up to this many past its first row. Beyond that its
 * total is that bound (a lower bound, answered with X-Total-Capped), so a page costs the same in a register
 * of 20,000 or of 100,000; a client that pages until it reaches the total still sees every match.
 */
export const COUNT_AHEAD = 1000;

function parseJson(name: string, raw: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('INVALID_LIST_QUERY', `Query parameter "${name}" is not valid JSON`);
  }
  // "\u0000" or "\udfff" inside the JSON is plain text to the request hook; decoded, it is a NUL PostgreSQL
  // refuses or a lone surrogate: the same rule as for bodies.
  const error = inputError(inspectInput(parsed));
  if (error) throw error;
  return parsed;
}

function invalid(message: string): AppError {
  return new AppError('INVALID_LIST_QUERY', message);
}

function convert(field: string, kind: FilterKind, value: unknown): string | number | boolean {
  if (Array.isArray(kind)) {
    if (typeof value !== 'string' || !kind.includes(value))
      throw invalid(`Filter "${field}" must be one of ${kind.join(', ')}`);
    return value;
  }
  switch (kind) {
    case 'text':
      if (typeof value !== 'string' || value.length > 200)
        throw invalid(`Filter "${field}" must be a text of at most 200 characters`);
      return value;
    case 'int': {
      // The id rule of the path (IdPipe): a JSON number or a canonical decimal string, never "01" or "0x1".
      const id = parseId(value);
      if (id === null) throw invalid(`Filter "${field}" must be a positive whole number`);
      return id;
    }
    case 'bool':
      if (value === 'true' || value === 'false') return value === 'true';
      if (typeof value !== 'boolean') throw invalid(`Filter "${field}" must be true or false`);
      return value;
    case 'date': {
      // Normalised: YYYY-MM-DD stays a calendar day, a date-time becomes its UTC instant (toISOString).
      const parsed = parseIsoDate(value);
      if (!parsed) throw invalid(`Filter "${field}" must be ${DATE_FORMAT_HINT}`);
      return parsed.value;
    }
  }
  throw invalid(`Filter "${field}" is not supported`);
}

export function parseListQuery(query: ListQueryDto, spec: ListSpec): ListParams {
  let [sortField, sortOrder] = spec.defaultSort as [string, string];
  if (query.sort !== undefined) {
    const sort = parseJson('sort', query.sort);
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      typeof sort[1] !== 'string'
    ) {
      throw invalid('Query parameter "sort" must look like ["field","ASC"]');
    }
    [sortField, sortOrder] = sort as [string, string];
  }
  if (!Object.hasOwn(spec.sortable, sortField)) {
    throw invalid(
      `Cannot sort ${spec.resource} by "${sortField}"; sortable: ${Object.keys(spec.sortable).join(', ')}`,
    );
  }
  const order = sortOrder.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw invalid('Sort order must be ASC or DESC');

  let offset = 0;
  let limit = MAX_UNPAGED_ROWS;
  if (query.range !== undefined) {
    const range = parseJson('range', query.range);
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && n >= 0 && n <= 1e9) ||
      range[1] < range[0] ||
      range[1] - range[0] >= MAX_PAGE_ROWS
    ) {
      throw invalid(
        `Query parameter "range" must be [start,end] with 0 <= start <= end and at most ${MAX_PAGE_ROWS} rows`,
      );
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
  }

  const params: ListParams = {
    orderBy: spec.sortable[sortField],
    order: order === 'ASC' ? 'asc' : 'desc',
    offset,
    limit,
    ids: null,
    q: null,
    filter: {},
  };
  if (query.filter !== undefined) {
    const filter = parseJson('filter', query.filter);
    if (filter === null || typeof filter !== 'object' || Array.isArray(filter))
      throw invalid('Query parameter "filter" must be a JSON object');
    for (const [field, value] of Object.entries(filter)) {
      if (value === null || value === undefined || value === '') continue;
      if (field === 'id') {
        const ids = Array.isArray(value) ? value : [value];
        if (ids.length > MAX_PAGE_ROWS) throw invalid(`Filter "id" takes at most ${MAX_PAGE_ROWS} ids`);
        params.ids = ids.map((id) => convert('id', 'int', id) as number);
      } else if (field === 'q') {
        params.q = convert('q', 'text', value) as string;
      } else if (Object.hasOwn(spec.filters, field)) {
        params.filter[field] = convert(field, spec.filters[field], value);
      } else {
        throw invalid(
          `Cannot filter ${spec.resource} by "${field}"; filters: q, id, ${Object.keys(spec.filters).join(', ')}`,
        );
      }
    }
  }
  return params;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of a list; the sendPage hook (common/content-range.ts) sends `items` with a Content-Range header
 * (and X-Unfiltered-Total when set, X-Total-Capped when the total is a lower bound).
 */
export class Page<T> {
  constructor(
    readonly resource: string,
    readonly items: T[],
    readonly offset: number,
    readonly total: number,
    /** The register's size without the filters, when a filtered list shows it beside its own total. */
    readonly unfilteredTotal?: number,
    /** The count stopped at its limit: `total` is a lower bound (the list has more). */
    readonly totalCapped = false,
  ) {}

  contentRange(): string {
    if (this.items.length === 0) return `${this.resource} */${this.total}`;
    return `${this.resource} ${this.offset}-${this.offset + this.items.length - 1}/${this.total}`;
  }
}
