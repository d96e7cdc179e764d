import { beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../providers/i18nProvider';
import { serverFieldErrors } from './serverFieldErrors';

const translators = {} as Record<'nl' | 'en', (key: string, options?: object) => string>;

beforeAll(async () => {
  for (const lang of ['nl', 'en'] as const) {
    await loadMessages(lang);
    const i18n = createI18nProvider(lang);
    translators[lang] = (key, options) => i18n.translate(key, options);
  }
});

/** A 400 as the API answers it for the given fields. */
const refusal = (fields: Record<string, string[]>) => ({
  body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', fields },
});

// The server's sentences as class-validator and the API's own decorators write them.
describe.each([
  ['name must be shorter than or equal to 200 characters', 'Hoogstens 200 tekens', 'At most 200 characters'],
  ['email must be an e-mail address', 'Vul een geldig e-mailadres in', 'Enter a valid e-mail address'],
  [
    'phone must be a telephone number: digits, spaces, + - ( )',
    'Vul een telefoonnummer in: cijfers, spaties, + - ( )',
    'Enter a telephone number: digits, spaces, + - ( )',
  ],
  ['name should not be empty', 'Verplicht', 'Required'],
  [
    'kvkNumber must be a KvK number of 8 digits',
    'Een KvK-nummer heeft 8 cijfers',
    'A KvK number has 8 digits',
  ],
  [
    "postcode must be a postcode: a Dutch one as 1234 AB, another country's in letters, digits, spaces and hyphens",
    'Vul een postcode in zoals 1234 AB (of die van een ander land: letters, cijfers, spaties)',
    "Enter a postcode like 1234 AB (or another country's: letters, digits, spaces)",
  ],
  [
    'installedOn must be a date YYYY-MM-DD that is not in the future',
    'Mag niet in de toekomst liggen',
    'Cannot be in the future',
  ],
  ['installedOn must be a date YYYY-MM-DD', 'Vul een datum in', 'Enter a date'],
  [
    'checkedOn must not be before the installation date',
    'Mag niet voor de installatiedatum liggen',
    'Cannot be before the installation date',
  ],
  ['repairedOn must not be before checkedOn', 'Ligt te vroeg', 'Is too early'],
  // Numbers as the language writes them.
  ['chargeKg must not be greater than 100000', 'Hoogstens 100.000', 'At most 100,000'],
  ['chargeKg must not be less than 0.001', 'Minstens 0,001', 'At least 0.001'],
  ['category must be one of REFRIGERATION, OTHER', 'Ongeldige waarde', 'Not a valid value'],
])('"%s"', (sentence, nl, en) => {
  it('shows on its field in Dutch and in English, never in the server English', () => {
    const field = sentence.split(' ')[0];
    expect(serverFieldErrors(refusal({ [field]: [sentence] }), translators.nl as never)).toEqual({
      [field]: nl,
    });
    expect(serverFieldErrors(refusal({ [field]: [sentence] }), translators.en as never)).toEqual({
      [field]: en,
    });
  });
});

it('a nested path counts for its field, the first sentence decides, and no fields means none', () => {
  const t = translators.en as never;
  expect(
    serverFieldErrors(refusal({ 'address.street': ['x should not be empty', 'y'], phone: ['?'] }), t),
  ).toEqual({ address: 'Required', phone: 'Not a valid value' });
  expect(serverFieldErrors({ body: { code: 'INSTALLATION_NAME_TAKEN' } }, t)).toEqual({});
  expect(serverFieldErrors(new TypeError('Failed to fetch'), t)).toEqual({});
});
