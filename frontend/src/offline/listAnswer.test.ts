import { describe, expect, it } from 'vitest';
import {
  answerList,
  mergeRecords,
  parseListUrl,
  parseRecordUrl,
  recordsOfAnswer,
  type ApiRecord,
} from './listAnswer';

const listUrl = (resource: string, filter: object, sort?: [string, string], range?: [number, number]) =>
  `/api/${resource}?${new URLSearchParams({
    ...(sort ? { sort: JSON.stringify(sort) } : {}),
    ...(range ? { range: JSON.stringify(range) } : {}),
    filter: JSON.stringify(filter),
  })}`;

const installations: ApiRecord[] = [
  {
    id: 1,
    name: 'Koelcel 1',
    customerName: 'Bakkerij Jansen',
    address: 'Dorpsstraat 1',
    status: 'ACTIVE',
    refrigerantId: 7,
  },
  {
    id: 2,
    name: 'Vriescel',
    customerName: 'Slagerij de Vries',
    address: null,
    status: 'ACTIVE',
    refrigerantId: 8,
  },
  {
    id: 3,
    name: 'Airco kantoor',
    customerName: 'Bakkerij Jansen',
    address: 'Dorpsstraat 1',
    status: 'DECOMMISSIONED',
    refrigerantId: 7,
  },
  {
    id: 4,
    name: 'koelcel 2',
    customerName: 'Groenteboer',
    address: 'Markt 3',
    status: 'ACTIVE',
    refrigerantId: 7,
  },
];

describe('a list answered from the records on the phone', () => {
  it.each<[string, string, number[] | null, number?]>([
    ['the whole register, in the order asked', listUrl('installations', {}, ['name', 'ASC']), [3, 1, 4, 2]],
    ['descending', listUrl('installations', {}, ['id', 'DESC']), [4, 3, 2, 1]],
    [
      'a search over name, customer and address, case aside',
      listUrl('installations', { q: 'KOELCEL' }, ['id', 'ASC']),
      [1, 4],
    ],
    [
      'every word searched must appear',
      listUrl('installations', { q: 'jansen dorps' }, ['id', 'ASC']),
      [1, 3],
    ],
    [
      "the picker's search: active ones of the cylinder's gas",
      listUrl('installations', { status: 'ACTIVE', refrigerantId: 7, q: 'cel' }, ['name', 'ASC'], [0, 19]),
      [1, 4],
    ],
    [
      'a page of the matches, with their number',
      listUrl('installations', { status: 'ACTIVE' }, ['id', 'ASC'], [1, 1]),
      [2],
      3,
    ],
    ['a list of values', listUrl('installations', { id: [2, 4] }), [2, 4]],
    [
      'empty values filter nothing',
      listUrl('installations', { status: '', q: '', refrigerantId: null }),
      [1, 2, 3, 4],
    ],
    ['nothing matches: an empty page', listUrl('installations', { q: 'zzz' }), [], 0],
    [
      'a filter the records do not carry: the phone cannot tell',
      listUrl('installations', { leakCheckStatus: 'OVERDUE' }),
      null,
    ],
  ])('%s', (_, url, ids, total) => {
    const page = answerList(installations, parseListUrl(url)!);
    expect(page?.rows.map((r) => r.id) ?? null).toEqual(ids);
    if (total !== undefined) expect(page?.total).toBe(total);
  });

  it('nothing kept of the register: no answer rather than an empty one', () => {
    expect(answerList([], parseListUrl(listUrl('users', {}))!)).toBeNull();
  });

  it('marked records stay out unless the list asks to include them', () => {
    const checks: ApiRecord[] = [
      { id: 1, installationId: 5, voided: false },
      { id: 2, installationId: 5, voided: true },
      { id: 3, installationId: 6, voided: false },
    ];
    const ids = (filter: object) =>
      answerList(checks, parseListUrl(listUrl('leak-checks', filter))!)?.rows.map((r) => r.id);
    expect(ids({ installationId: 5 })).toEqual([1]);
    expect(ids({ installationId: 5, includeVoided: true })).toEqual([1, 2]);
  });

  it('searches the names of the objects a record carries (the fitter of an entry)', () => {
    const logs: ApiRecord[] = [
      { id: 1, workOrder: 'WO-1', user: { id: 3, name: 'Piet Monteur' } },
      { id: 2, workOrder: 'WO-2', user: { id: 4, name: 'Kees' } },
    ];
    expect(answerList(logs, parseListUrl(listUrl('logs', { q: 'piet' }))!)?.rows.map((r) => r.id)).toEqual([
      1,
    ]);
  });

  it('sorts numbers as numbers and leaves missing values last', () => {
    const rows: ApiRecord[] = [
      { id: 1, gwp: 10 },
      { id: 2, gwp: null },
      { id: 3, gwp: 9 },
      { id: 4, gwp: 100 },
    ];
    const page = answerList(rows, parseListUrl(listUrl('refrigerants', {}, ['gwp', 'ASC']))!);
    expect(page?.rows.map((r) => r.id)).toEqual([3, 1, 4, 2]);
  });
});

describe('which URLs and answers count', () => {
  it.each([
    ['/api/installations?filter=%7B%7D', 'installations'],
    ['/api/cylinders', 'cylinders'],
    ['/api/installations/5', null],
    ['/api/stats/dashboard', null],
    ['/api/settings', null],
  ])('%s is a list of %s', (url, resource) => {
    expect(parseListUrl(url)?.resource ?? null).toBe(resource);
  });

  it.each([
    ['/api/installations/5', { resource: 'installations', id: 5 }],
    ['/api/users/12', { resource: 'users', id: 12 }],
    // A cylinder's detail carries its history: a list row cannot stand in for it.
    ['/api/cylinders/5', null],
    ['/api/installations/5/logbook', null],
  ])('%s is a record a list row can stand in for', (url, expected) => {
    expect(parseRecordUrl(url)).toEqual(expected);
  });

  it.each<[string, string, string, number[]]>([
    ['a list', 'installations', '/api/installations?range=%5B0%2C9%5D', [1, 2]],
    ['a record', 'installations', '/api/installations/1', [1]],
    ["a cylinder's detail is no list row", 'cylinders', '/api/cylinders/1', []],
    ['a sub-path is something else', 'installations', '/api/installations/1/logbook', []],
  ])('the records of %s', (_, resource, path, ids) => {
    const body = path.includes('?') ? JSON.stringify([{ id: 1 }, { id: 2 }]) : JSON.stringify({ id: 1 });
    expect(recordsOfAnswer(resource, path, body).map((r) => r.id)).toEqual(ids);
  });

  it('a record kept twice counts once, its newest copy', () => {
    const merged = mergeRecords([
      { savedAt: 2, records: [{ id: 1, name: 'new' }] },
      {
        savedAt: 1,
        records: [
          { id: 1, name: 'old' },
          { id: 2, name: 'other' },
        ],
      },
    ]);
    expect([...merged.values()].sort((a, b) => a.record.id - b.record.id)).toEqual([
      { savedAt: 2, record: { id: 1, name: 'new' } },
      { savedAt: 1, record: { id: 2, name: 'other' } },
    ]);
  });
});
