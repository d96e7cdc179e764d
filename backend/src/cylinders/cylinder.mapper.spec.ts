import { toCylinderDto, type CylinderRow } from './cylinder.mapper';

const base: CylinderRow = {
  id: 7,
  serialNumber: 'FG-0007',
  gasType: 'R-410A',
  refrigerantId: 3,
  refrigerantType: 'HFC',
  gwp: 2088,
  supplierId: null,
  supplierName: null,
  deliveryWeight: '25.500',
  tareWeight: '13.500',
  cylinderType: 'FILL_UP',
  status: 'ACTIVE',
  ownership: 'KOOP',
  location: null,
  purchaseDate: null,
  contentOrigin: 'VIRGIN',
  originFacilityName: null,
  originFacilityAddress: null,
  originFacilityCertificateNumber: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  version: 1,
  totalFilled: '0.000',
  totalReclaimed: '0.000',
  logCount: 0,
  gapCount: 0,
  lastLogDate: null,
};

describe('toCylinderDto', () => {
  it.each<[string, Partial<CylinderRow>, Record<string, unknown>]>([
    [
      'no logs: at initial content',
      {},
      {
        initialWeight: 12,
        currentWeight: 12,
        netDifference: 0,
        fillLevel: 'FULL',
        fillPercent: 100,
        co2eTonnes: 25.056,
      },
    ],
    [
      'fill-ups and reclaims',
      { totalFilled: '5.250', totalReclaimed: '1.000' },
      {
        currentWeight: 7.75,
        netDifference: -4.25,
        totalFilled: 5.25,
        totalReclaimed: 1,
        fillLevel: 'IN_USE',
        fillPercent: 64.6,
      },
    ],
    [
      'exactly 80 % is in use',
      { totalFilled: '2.400' },
      { currentWeight: 9.6, fillLevel: 'IN_USE', fillPercent: 80 },
    ],
    [
      '80 % + 1 g is full',
      { totalFilled: '2.399' },
      { currentWeight: 9.601, fillLevel: 'FULL', fillPercent: 80 },
    ],
    [
      'exactly 20 % is empty',
      { totalFilled: '9.600' },
      { currentWeight: 2.4, fillLevel: 'EMPTY', fillPercent: 20 },
    ],
    ['20 % + 1 g is in use', { totalFilled: '9.599' }, { currentWeight: 2.401, fillLevel: 'IN_USE' }],
    [
      'float-prone decimals stay exact',
      { deliveryWeight: '0.3', tareWeight: '0.1', totalReclaimed: '0.1' },
      { initialWeight: 0.2, currentWeight: 0.3, fillPercent: 150, fillLevel: 'FULL' },
    ],
    [
      'zero initial content is empty',
      { deliveryWeight: '13.500' },
      { initialWeight: 0, currentWeight: 0, fillLevel: 'EMPTY', fillPercent: 0, co2eTonnes: 0 },
    ],
    [
      'reclaim cylinder filling up from empty',
      { deliveryWeight: '10', tareWeight: '10', totalReclaimed: '4.321' },
      { initialWeight: 0, currentWeight: 4.321, fillLevel: 'EMPTY', fillPercent: 0 },
    ],
    [
      'no GWP: no CO2e',
      { gwp: null, refrigerantType: null, refrigerantId: null },
      { co2eTonnes: null, gwp: null },
    ],
    [
      'numbers in, numbers out',
      { deliveryWeight: 20, tareWeight: 10.125, totalFilled: 0.125 },
      { deliveryWeight: 20, tareWeight: 10.125, initialWeight: 9.875, currentWeight: 9.75 },
    ],
    [
      'gaps',
      { gapCount: 2, logCount: 5, lastLogDate: '2026-11-22T08:00:00.000Z' },
      { hasWeightGap: true, logCount: 5, lastLogDate: '2026-11-22T08:00:00.000Z' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(toCylinderDto({ ...base, ...change }, 'https://fgas.example.com')).toMatchObject(expected);
  });

  it('maps every field of the contract and builds the QR URL', () => {
    const dto = toCylinderDto(base, 'https://fgas.example.com/');
    expect(dto).toEqual({
      id: 7,
      serialNumber: 'FG-0007',
      gasType: 'R-410A',
      refrigerantId: 3,
      refrigerantType: 'HFC',
      gwp: 2088,
      supplierId: null,
      supplierName: null,
      deliveryWeight: 25.5,
      tareWeight: 13.5,
      cylinderType: 'FILL_UP',
      status: 'ACTIVE',
      ownership: 'KOOP',
      location: null,
      purchaseDate: null,
      contentOrigin: 'VIRGIN',
      originFacility: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      version: 1,
      initialWeight: 12,
      currentWeight: 12,
      totalFilled: 0,
      totalReclaimed: 0,
      netDifference: 0,
      fillLevel: 'FULL',
      fillPercent: 100,
      co2eTonnes: 25.056,
      hasWeightGap: false,
      logCount: 0,
      lastLogDate: null,
      qrCode: 'https://fgas.example.com/cylinder/7',
    });
  });
});
