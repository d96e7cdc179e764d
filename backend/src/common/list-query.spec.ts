import { AppError } from './app-error';
import { likePattern, Page, parseListQuery, type ListSpec } from './list-query';

const spec: ListSpec = {
  resource: 'things',
  sortable: { id: 'id', name: 'lower(name)' },
  filters: { kind: ['A', 'B'] as const, active: 'bool', ownerId: 'int', from: 'date', label: 'text' },
  defaultSort: ['id', 'ASC'],
};

describe('parseListQuery (ra-data-simple-rest dialect)', () => {
  it('defaults to the default sort and the whole list', () => {
    expect(parseListQuery({}, spec)).toEqual({
      orderBy: 'id',
      order: 'asc',
      offset: 0,
      limit: 5000,
      ids: null,
      q: null,
      filter: {},
    });
  });

  it('reads sort, range and filter', () => {
    const params = parseListQuery(
      {
        sort: '["name","DESC"]',
        range: '[25,49]',
        filter: '{"q":"r32","kind":"A","active":"true","ownerId":"7","id":[3,"4"],"label":""}',
      },
      spec,
    );
    expect(params).toEqual({
      orderBy: 'lower(name)',
      order: 'desc',
      offset: 25,
      limit: 25,
      ids: [3, 4],
      q: 'r32',
      filter: { kind: 'A', active: true, ownerId: 7 },
    });
  });

  it.each([
    [{ sort: '{' }],
    [{ sort: '["secret","ASC"]' }],
    [{ sort: '["toString","ASC"]' }],
    [{ sort: '["id","UP"]' }],
    [{ range: '[-1,3]' }],
    [{ range: '[3,1]' }],
    [{ range: '[0,1000]' }],
    [{ filter: '"text"' }],
    [{ filter: '{"kind":"C"}' }],
    [{ filter: '{"ownerId":-2}' }],
    [{ filter: '{"from":"yesterday"}' }],
    [{ filter: '{"from":"1"}' }],
    [{ filter: '{"from":"March 7"}' }],
    [{ filter: '{"from":"garbage 2020"}' }],
    [{ filter: '{"from":"2024-02-30"}' }],
    [{ filter: '{"from":"2024-02-30T10:00:00Z"}' }],
    [{ filter: '{"from":20240101}' }],
    [{ filter: '{"unknown":1}' }],
    [{ filter: '{"id":["x"]}' }],
  ])('refuses %p with a 400', (query) => {
    try {
      parseListQuery(query, spec);
      throw new Error('expected an AppError');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
    }
  });
});

describe('date filters', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2024-02-29T12:00:00Z', '2024-02-29T12:00:00.000Z'],
    ['2024-03-01T00:30:00+01:00', '2024-02-29T23:30:00.000Z'],
  ])('passes %s on normalised as %s', (from, expected) => {
    expect(parseListQuery({ filter: JSON.stringify({ from }) }, spec).filter).toEqual({ from: expected });
  });

  it('says what a date filter must look like', () => {
    expect(() => parseListQuery({ filter: '{"from":"March 7"}' }, spec)).toThrow(
      'Filter "from" must be a date YYYY-MM-DD or an ISO 8601 date-time such as 2026-01-31T08:00:00Z',
    );
  });
});

describe('likePattern', () => {
  it('escapes wildcards', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('Page.contentRange', () => {
  it.each([
    [new Page('things', [1, 2, 3], 0, 10), 'things 0-2/10'],
    [new Page('things', [4], 3, 4), 'things 3-3/4'],
    [new Page('things', [], 20, 4), 'things */4'],
  ])('%#: %s', (page, header) => {
    expect(page.contentRange()).toBe(header);
  });
});

describe('control characters in the JSON parameters', () => {
  it.each([
    [{ filter: '{"q":"a\\u0000b"}' }],
    [{ filter: '{"label":"bell\\u0007"}' }],
    [{ sort: '["id\\u0000","ASC"]' }],
  ])('refuses %p with 400 INVALID_TEXT', (query) => {
    expect(() => parseListQuery(query, spec)).toThrow(
      expect.objectContaining({ status: 400, code: 'INVALID_TEXT' }),
    );
  });
});
