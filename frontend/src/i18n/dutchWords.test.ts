// The Dutch catalogue speaks Dutch: no value left in English, no English word in a Dutch sentence, no
// German-style Title Case ("Gebruikers Beheer", "Toch Opslaan"), and the domain's words (enums, also used
// by the Dutch CSV exports) translated. Catches the class, not one label.
import { describe, expect, it } from 'vitest';
import { DOMAIN_LABELS } from '@domain';
import { en } from './en';
import { nl } from './nl';
import { leafKeys } from './deepMerge';

type Tree = Record<string, unknown>;
const at = (tree: Tree, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], tree);
const leaves = leafKeys(nl as Tree).map((key) => [key, String(at(nl as Tree, key))] as const);

/** Words that are the same in Dutch: loan words, units, codes and placeholders only. */
const SAME_IN_BOTH = new Set([
  'Dashboard',
  'Details',
  'Status',
  'Type',
  'Model',
  'Gas',
  'Code',
  'Id',
  'Filter',
  'Filters',
  'Postcode',
  'Thermometer',
  'Contact',
  'Offline',
  'GWP',
  'HFO',
  'CO2e',
  'CO2e (t)',
  'CO2-equivalent',
  'CSV',
  'PDF',
  'kg',
  'Instrument %{serial}',
]);
/** Once every placeholder, unit and code is taken out, nothing is left to translate. */
const NOTHING_TO_TRANSLATE = (text: string) =>
  text.replace(/%\{\w+\}|\bt CO2e\b|\bkg\b|\bGWP\b|→|[\s:·()]/g, '') === '';

/** English words that have a Dutch one and kept turning up in the Dutch pages. */
const ENGLISH =
  /\b(Email|email|Admin|Print|Scan|Natural|Save|Cancel|Delete|Edit|Search|Settings|Users?|Warning|Details)\b/;
/** Proper names allowed to keep their capitals. */
const NAMES = /F-gas Cilinders/g;

describe('the Dutch catalogue speaks Dutch', () => {
  it('leaves no value as it is in English, unless it is the same word in Dutch', () => {
    const untranslated = leaves
      .filter(([key, text]) => text === String(at(en as Tree, key)) && /[A-Za-z]{2}/.test(text))
      .filter(([, text]) => !SAME_IN_BOTH.has(text) && !NOTHING_TO_TRANSLATE(text))
      .map(([key, text]) => `${key} = ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('has no English word in a Dutch text', () => {
    const english = leaves
      .filter(([key, text]) => key !== 'ra.message.details' && ENGLISH.test(text))
      .map(([key, text]) => `${key} = ${text}`);
    expect(english).toEqual([]);
  });

  it('writes words after the first in lower case, as Dutch does (not "Gebruiker Bewerken")', () => {
    const titleCase = leaves
      .filter(([, text]) => /\b[A-Z][a-zà-ü]+ [A-Z][a-zà-ü]+\b/.test(text.replace(NAMES, '')))
      .map(([key, text]) => `${key} = ${text}`);
    expect(titleCase).toEqual([]);
  });

  it('translates every domain word (statuses, types, roles...) that is not the same in Dutch', () => {
    const same = Object.entries(DOMAIN_LABELS).flatMap(([group, words]) =>
      Object.entries(words as Record<string, { nl: string; en: string }>)
        .filter(([, w]) => w.nl === w.en && !SAME_IN_BOTH.has(w.nl))
        .map(([code, w]) => `${group}.${code} = ${w.nl}`),
    );
    expect(same).toEqual([]);
  });
});
