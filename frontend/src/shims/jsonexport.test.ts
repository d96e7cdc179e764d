import { describe, expect, it } from 'vitest';
import jsonExport from './jsonexport';

describe('jsonexport stand-in', () => {
  it('loads jsonexport and answers through the callback, as react-admin calls it', async () => {
    const csv = await new Promise<string>((resolve, reject) => {
      void jsonExport([{ id: 1, serialNumber: 'A-1' }], (err: Error | null, out: string) =>
        err ? reject(err) : resolve(out),
      );
    });
    expect(csv).toBe('id,serialNumber\n1,A-1');
  });
});
