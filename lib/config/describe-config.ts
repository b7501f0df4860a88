import { CONFIG_VARIABLES, hideUrlCredentials, SECRET_VARIABLE, type ServerConfig } from '@/lib/config/config';

/** Masks a secret so an operator can tell which one is set without revealing it. */
function maskSecret({ value }: { value: string }): string {
  return value.length <= 8 ? '****' : `${value.slice(0, 4)}…${value.slice(-2)} (${value.length} chars)`;
}

/** The effective configuration as printable lines, secrets masked and credentials in URLs hidden. */
export function describeConfig({ config }: { config: ServerConfig }): string[] {
  return [...CONFIG_VARIABLES]
    .sort((left, right) => left.localeCompare(right))
    .map((name) => {
      const value = config[name];
      if (value === undefined) return `${name}=(unset)`;
      const text = Array.isArray(value) ? value.join(',') : String(value);
      if (SECRET_VARIABLE.test(name)) return `${name}=${maskSecret({ value: text })}`;
      return `${name}=${hideUrlCredentials({ text })}`;
    });
}
