/**
 * The phone's own store (IndexedDB, kept across closing the app and a reboot): `responses` holds the API's
 * last answers the fitter saw, `queue` the writes waiting to be sent. A thin promise wrapper over the
 * browser's API: two stores do not need a library.
 */
export const DB_NAME = 'fgas-offline';
const DB_VERSION = 1;
export const RESPONSES = 'responses';
export const QUEUE = 'queue';

let opening: Promise<IDBDatabase> | null = null;

export function openOfflineDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(RESPONSES)) db.createObjectStore(RESPONSES, { keyPath: 'url' });
      if (!db.objectStoreNames.contains(QUEUE))
        db.createObjectStore(QUEUE, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: let it, and open again on the next call.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opening;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Runs `work` in one transaction on `store` and resolves with its result once the transaction committed. */
export async function inStore<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T> | Promise<T>,
): Promise<T> {
  const db = await openOfflineDb();
  const tx = db.transaction(store, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const out = work(tx.objectStore(store));
  const result = out instanceof IDBRequest ? await done(out) : await out;
  await committed;
  return result;
}

export const getAll = <T>(store: string) => inStore(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>);
export const getOne = <T>(store: string, key: IDBValidKey) =>
  inStore(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>);
export const put = (store: string, value: unknown) => inStore(store, 'readwrite', (s) => s.put(value));
export const remove = (store: string, key: IDBValidKey) => inStore(store, 'readwrite', (s) => s.delete(key));
