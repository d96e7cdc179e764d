import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAfterSave } from './closeAfterSave';
import { MODAL_CLOSE_DELAY_MS } from './constants';

describe('closeAfterSave (seed: modal close delay 200 ms)', () => {
  afterEach(() => vi.useRealTimers());
  it('closes the modal 200 ms after a successful save, not before', async () => {
    vi.useFakeTimers();
    const close = vi.fn();
    const done = closeAfterSave(close);
    await vi.advanceTimersByTimeAsync(MODAL_CLOSE_DELAY_MS - 1);
    expect(close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(close).toHaveBeenCalledTimes(1);
    expect(MODAL_CLOSE_DELAY_MS).toBe(200);
  });
  // The register dialogs save through useRecordForm, whose useRecordSave closes through closeAfterSave.
  it.each([
    ['../users/UserFormDialog.tsx', /useRecordForm\(\{\s*resource: 'users',/],
    ['../suppliers/SupplierFormDialog.tsx', /<ContactFormDialog\s+resource="suppliers"/],
    ['../customers/CustomerFormDialog.tsx', /useRecordForm\(\{\s*resource: 'customers',/],
    ['./ContactFormDialog.tsx', /useRecordForm\(\{ resource, record,/],
    ['../refrigerants/RefrigerantFormDialog.tsx', /useRecordForm\(\{\s*resource: 'refrigerants',/],
    ['./useRecordForm.ts', /useRecordSave\(resource, record, \{ onSaved, onClose \}\)/],
    ['./useRecordSave.ts', /await closeAfterSave\(onClose\)/],
    ['../cylinders/CylinderCreateDialog.tsx', /await closeAfterSave\(onClose\)/],
  ])('%s closes through closeAfterSave', (file, pattern) => {
    const src = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(src).toMatch(pattern);
  });
});
