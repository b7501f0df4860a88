// Stands in for `server-only` under Vitest, which does not resolve the react-server condition.
export {};
