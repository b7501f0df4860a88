import { afterEach } from 'vitest';

/**
 * For a store contract suite: opens stores in a fresh namespace (a second `open` is another instance
 * on the same data) and closes every store it opened after each test. Call it inside the suite's `describe`.
 */
export function freshStores<Store extends { close: () => Promise<void> }>({ createNamespace }: { createNamespace: () => Promise<{ open: () => Promise<Store> }> }) {
  const opened: Store[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  return async () => {
    const namespace = await createNamespace();
    const open = async () => {
      const store = await namespace.open();
      opened.push(store);
      return store;
    };
    /** Closes one store before the test ends (a restart), so it is not closed twice. */
    const close = async (store: Store) => {
      opened.splice(opened.indexOf(store), 1);
      await store.close();
    };
    return { store: await open(), open, close };
  };
}
