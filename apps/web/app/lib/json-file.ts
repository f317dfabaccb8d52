/**
 * JSON files the browser needs once each (a locale's page catalogue, a store view's theme):
 * `load(key)` fetches the file at `hrefOf(key)` once and hands it to `keep`; a failed fetch
 * (offline, no kept copy) is tried again by the next caller.
 */
export function jsonFileLoader<K, T>(
  what: string,
  hrefOf: (key: K) => string,
  keep: (key: K, value: T) => void,
): (key: K) => Promise<void> {
  const loading = new Map<K, Promise<void>>();
  return (key) => {
    let load = loading.get(key);
    if (!load) {
      load = fetch(hrefOf(key))
        .then((response) => {
          if (!response.ok) throw new Error(`${what} answered ${response.status}`);
          return response.json() as Promise<T>;
        })
        .then((value) => keep(key, value));
      load.catch(() => loading.delete(key));
      loading.set(key, load);
    }
    return load;
  };
}
