import {
  CYLINDER_STATUSES,
  CYLINDER_TYPES,
  FILL_LEVELS,
  OWNERSHIPS,
  REFRIGERANT_TYPES,
  ROLES,
} from './enums';
import { DOMAIN_LABELS, domainLabels, LABEL_LANGUAGES } from './labels';
import { LEAK_CHECK_STATUSES } from './leak-check-schedule';
import { MUTATION_TYPES } from './mutation-types';

describe('domain labels', () => {
  it.each<[string, readonly string[]]>([
    ['mutationType', MUTATION_TYPES],
    ['direction', ['IN', 'OUT', 'NONE']],
    ['status', CYLINDER_STATUSES],
    ['cylinderType', CYLINDER_TYPES],
    ['ownership', OWNERSHIPS],
    ['role', ROLES],
    ['fillLevel', FILL_LEVELS],
    ['refrigerantType', REFRIGERANT_TYPES],
    ['gwpBand', ['LOW', 'MEDIUM', 'HIGH']],
    ['leakCheckStatus', LEAK_CHECK_STATUSES],
  ])('%s names exactly its codes, with a text in every language', (group, codes) => {
    const labels = DOMAIN_LABELS[group as keyof typeof DOMAIN_LABELS];
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
    for (const language of LABEL_LANGUAGES) {
      for (const code of codes) {
        expect(domainLabels(language)[group as keyof typeof DOMAIN_LABELS]).toHaveProperty(code);
        expect((labels as Record<string, Record<string, string>>)[code][language].trim()).not.toBe('');
      }
    }
  });

  it.each<[string, string, string, string]>([
    ['nl', 'mutationType', 'FILLUP_LEAKAGE', 'Vullen: bijvullen (service, lekkage)'],
    ['en', 'mutationType', 'FILLUP_LEAKAGE', 'Fill-up: top-up (service, leakage)'],
    ['nl', 'mutationType', 'RECLAIM_VACUUM', 'Terugwinnen: vacuümeren'],
    ['en', 'mutationType', 'RECLAIM_VACUUM', 'Reclaim: evacuation'],
    ['nl', 'status', 'DECOMMISSIONED', 'Buiten gebruik'],
    ['en', 'ownership', 'HUUR', 'Rental'],
    ['nl', 'direction', 'IN', 'In de cilinder'],
    ['nl', 'refrigerantType', 'HFC', 'HFK'],
  ])('in %s, %s %s reads %p', (language, group, code, text) => {
    const labels = domainLabels(language as 'nl' | 'en') as unknown as Record<string, Record<string, string>>;
    expect(labels[group][code]).toBe(text);
  });

  it('spells vacuümeren (evacuation) with its diaeresis wherever a label names it', () => {
    for (const language of LABEL_LANGUAGES)
      for (const text of Object.values(domainLabels(language).mutationType))
        expect(text).not.toMatch(/vacumeren/i);
  });

  it('never shows a mutation type as its code in Dutch', () => {
    for (const type of MUTATION_TYPES) expect(domainLabels('nl').mutationType[type]).not.toBe(type);
  });
});
