type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges message trees: later sources win per leaf, nested objects are merged rather than replaced. */
export function deepMerge<T extends Obj>(...sources: Obj[]): T {
  const out: Obj = {};
  for (const src of sources) {
    for (const [k, v] of Object.entries(src ?? {})) {
      out[k] = isObj(v) && isObj(out[k]) ? deepMerge(out[k] as Obj, v) : v;
    }
  }
  return out as T;
}

/** All leaf keys of a message tree, dotted ('ra.action.add'). */
export function leafKeys(tree: Obj, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    isObj(v) ? leafKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
