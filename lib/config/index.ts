/**
 * The operator's configuration: every environment variable validated once with zod into one typed
 * object (contracts §2), a bad value stopping start-up with a message naming it, and its printout with
 * secrets masked. Imports contracts.
 */
export { ConfigError, getConfig, loadConfig, siteUrlSchema, type ProviderName, type ServerConfig } from '@/lib/config/config';
export { detectHost, type DetectedHost } from '@/lib/config/detect-host';
export { describeConfig } from '@/lib/config/describe-config';
