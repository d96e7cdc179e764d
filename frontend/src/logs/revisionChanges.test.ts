import { beforeAll, describe, expect, it } from 'vitest';
import { MUTATION_TYPES } from '@domain';
import { createI18nProvider, loadMessages } from '../providers/i18nProvider';
import { formatDate, formatDateTime, formatKg } from '../common/format';
import {
  describeChanges,
  LEAK_CHECK_REVISION_FIELDS,
  LEAK_CHECK_REVISIONS,
  REVISION_FIELDS,
  userIdsIn,
  type ChangeFormatters,
} from './revisionChanges';

const users = new Map([[9, 'Piet Monteur']]);
const formatters: Record<'nl' | 'en', ChangeFormatters> = {} as never;

beforeAll(async () => {
  for (const lang of ['nl', 'en'] as const) {
    await loadMessages(lang);
    const i18n = createI18nProvider(lang);
    formatters[lang] = {
      translate: (key, options) => i18n.translate(key, options),
      kg: (v) => formatKg(v, lang),
      dateTime: formatDateTime,
      date: formatDate,
      userName: (id) => users.get(id),
    };
  }
});

// A revision as the API records a new entry: every field from "nothing" to its value.
const created = {
  date: { from: null, to: '2026-11-23T16:50:39.416Z' },
  userId: { from: null, to: 9 },
  mutationType: { from: null, to: 'FILLUP_RETROFIT' },
  weight: { from: null, to: 2.5 },
  weightBefore: { from: null, to: 20 },
  weightAfter: { from: null, to: 17.5 },
  workOrder: { from: null, to: 'WO-1' },
  note: { from: null, to: 'ok' },
};

describe.each([
  ['nl', 'Datum en tijd', 'Vullen: retrofit', '2,50 kg', 'leeg', 'Monteur'],
  ['en', 'Date and time', 'Fill-up: retrofit', '2.50 kg', 'empty', 'Fitter'],
] as const)('change history in %s', (lang, dateLabel, typeLabel, weight, empty, fitter) => {
  it('shows translated field names and readable values, never raw API fields or codes', () => {
    const shown = describeChanges(created, formatters[lang]);
    expect(shown.map((c) => c.field)).toEqual(REVISION_FIELDS.filter((f) => f in created));
    const byField = Object.fromEntries(shown.map((c) => [c.field, c]));
    expect(byField.date.label).toBe(dateLabel);
    expect(byField.date.to).toMatch(/^23-11-2026 \d\d:50$/);
    expect(byField.mutationType.to).toBe(typeLabel);
    expect(byField.weight.to).toBe(weight);
    expect(byField.userId).toMatchObject({ label: fitter, from: empty, to: 'Piet Monteur' });
    for (const c of shown) {
      expect(c.label).not.toBe(c.field);
      expect(`${c.from} ${c.to}`).not.toMatch(/FILLUP_|T\d\d:\d\d:\d\d|\.\d{3}Z|^-$/);
    }
  });

  it('every mutation type has its own translated label', () => {
    for (const type of MUTATION_TYPES) {
      const [c] = describeChanges({ mutationType: { from: type, to: null } }, formatters[lang]);
      expect(c.from).not.toBe(type);
      expect(c.to).toBe(empty);
    }
  });

  it('every recorded field has a label in this language', () => {
    for (const field of REVISION_FIELDS) {
      const [c] = describeChanges({ [field]: { from: null, to: 'x' } }, formatters[lang]);
      expect(c.label, field).not.toBe(field);
      expect(c.label, field).not.toContain('logs.revisions');
    }
  });

  it('a user id without a known name still reads as a user, and an unknown field keeps its name', () => {
    const shown = describeChanges(
      { extra: { from: 1, to: 2 }, userId: { from: 9, to: 31 } },
      formatters[lang],
    );
    expect(shown[0]).toMatchObject({ field: 'userId', from: 'Piet Monteur' });
    expect(shown[0].to).toMatch(/#31$/);
    expect(shown[1]).toMatchObject({ field: 'extra', label: 'extra', from: '1', to: '2' });
  });
});

it('collects each user id named in a history once', () => {
  expect(
    userIdsIn([
      { changes: { userId: { from: null, to: 9 } } },
      { changes: { userId: { from: 9, to: 4 }, note: { from: 'a', to: 'b' } } },
      { changes: null },
    ]),
  ).toEqual([4, 9]);
});

describe.each([
  ['nl', 'Gecontroleerd op', 'Lek gevonden', '20-11-2026', 'Vervallen', 'ja'],
  ['en', 'Checked on', 'Leak found', '20-11-2026', 'Voided', 'yes'],
] as const)('a leak check history in %s', (lang, checkedOn, leakFound, day, voided, yes) => {
  it('names every field in the language and reads dates, results and void as a person would', () => {
    const shown = describeChanges(
      {
        voided: { from: false, to: true },
        result: { from: 'NO_LEAK', to: 'LEAK_FOUND' },
        checkedOn: { from: '2026-11-19', to: '2026-11-20' },
      },
      formatters[lang],
      LEAK_CHECK_REVISIONS,
    );
    expect(shown.map((c) => c.field)).toEqual(['checkedOn', 'result', 'voided']);
    expect(shown[0]).toMatchObject({ label: checkedOn, to: day });
    expect(shown[1].to).toBe(leakFound);
    expect(shown[2]).toMatchObject({ label: voided, to: yes });
  });

  it('every field a leak check records has a label in this language', () => {
    for (const field of LEAK_CHECK_REVISION_FIELDS) {
      const [c] = describeChanges(
        { [field]: { from: null, to: 'x' } },
        formatters[lang],
        LEAK_CHECK_REVISIONS,
      );
      expect(c.label, field).not.toBe(field);
      expect(c.label, field).not.toMatch(/resources\.|leakChecks\./);
    }
  });
});
