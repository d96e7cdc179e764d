import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../providers/i18nProvider';
import { translateApiError } from './errors';

const validation = {
  body: {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    error: 'Validation failed',
    message: 'Validation failed',
    fields: {
      serialNumber: ['serialNumber must be shorter than or equal to 64 characters'],
      deliveryWeight: ['deliveryWeight must not be greater than 1000'],
      someInternalThing: ['someInternalThing should not exist'],
    },
  },
};

async function translator(locale: 'nl' | 'en') {
  await loadMessages(locale);
  const provider = createI18nProvider(locale);
  return provider.translate as never;
}

describe('VALIDATION_FAILED: translated field labels, never the server English', () => {
  it('Dutch screen: labels from resources.<resource>.fields and a Dutch sentence', async () => {
    const text = translateApiError(validation, await translator('nl'), undefined, 'cylinders');
    expect(text).toContain('Niet alle velden zijn geldig');
    expect(text).toContain('Serienummer is ongeldig');
    expect(text).toContain('Leveringsgewicht bruto (kg) is ongeldig');
    expect(text).not.toMatch(/must|should|shorter|greater|serialNumber|someInternalThing/);
  });
  it('English screen: the same, in English', async () => {
    const text = translateApiError(validation, await translator('en'), undefined, 'cylinders');
    expect(text).toContain('Serial number is not valid');
    expect(text).not.toMatch(/must|should|serialNumber|someInternalThing/);
  });
  it('the given resource decides between equal field names', async () => {
    const body = { body: { code: 'VALIDATION_FAILED', fields: { name: ['name must be a string'] } } };
    const t = await translator('nl');
    expect(translateApiError(body, t, undefined, 'suppliers')).toContain('Bedrijfsnaam is ongeldig');
    expect(translateApiError(body, t, undefined, 'refrigerants')).toContain('Naam is ongeldig');
  });
  it('log and settings fields have labels too', async () => {
    const body = {
      body: {
        code: 'VALIDATION_FAILED',
        fields: { weightBefore: ['x must be'], publicUrl: ['y must be'], newPassword: ['z must'] },
      },
    };
    const text = translateApiError(body, await translator('nl'));
    expect(text).toContain('Gewicht voor (kg) is ongeldig');
    expect(text).toContain('Openbaar adres (URL) is ongeldig');
    expect(text).toContain('Nieuw wachtwoord is ongeldig');
  });
});
