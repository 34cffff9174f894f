/**
 * Stripe's request bodies are form-encoded with bracketed keys (`items[0][price]=price_1`, `metadata[k]=v`); this
 * turns them into nested objects and arrays the way Stripe's API reads them.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function keyPath(key: string): string[] {
  const [head = '', ...rest] = key.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

function place(target: FormObject, path: readonly string[], value: string): void {
  let node: FormObject = target;
  path.forEach((part, index) => {
    if (index === path.length - 1) {
      node[part] = value;
      return;
    }
    const next = node[part];
    if (typeof next === 'object' && !Array.isArray(next)) node = next;
    else {
      const created: FormObject = {};
      node[part] = created;
      node = created;
    }
  });
}

/** Objects keyed 0, 1, 2 … become arrays, as Stripe reads `items[0]`, `items[1]`. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withArrays(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) place(root, keyPath(key), value);
  const shaped = withArrays(root);
  return typeof shaped === 'object' && !Array.isArray(shaped) ? shaped : {};
}

export function text(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

export function object(form: FormObject, key: string): FormObject {
  const value = form[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(form: FormObject, key: string): FormObject[] {
  const value = form[key];
  return Array.isArray(value)
    ? value.filter((item): item is FormObject => typeof item === 'object' && !Array.isArray(item))
    : [];
}

/** metadata[k]=v pairs as Stripe keeps them: strings only. */
export function metadata(form: FormObject): Record<string, string> {
  return Object.fromEntries(
    Object.entries(object(form, 'metadata')).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
