/**
 * One request per key and page load, shared by every component that asks for it; a failed one
 * is asked again the next time.
 */
export function oncePerKey<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const requests = new Map<K, Promise<V>>();
  return (key) => {
    let request = requests.get(key);
    if (!request) {
      request = load(key);
      requests.set(key, request);
      request.catch(() => requests.delete(key));
    }
    return request;
  };
}
