/** What a hosting platform says about itself through its environment. */
export interface DetectedHost {
  /** The platform, or null on a machine that says nothing (a server of one's own, a container). */
  name: 'vercel' | 'fly' | 'netlify' | 'aws-lambda' | 'cloud-run' | null;
  /** The variable that told, e.g. `VERCEL`: `npm run doctor` prints it next to the preset it chose. */
  signal: string | null;
  /** Instances come and go with a read-only or temporary disk: SQLite cannot keep the limits, Redis must. */
  serverless: boolean;
  /** The `CHAT_TRUSTED_PROXY` preset of the platform's edge, where it has one the product knows. */
  trustedProxy: string | null;
}

/** Checked in this order; each platform sets its variable on every instance it runs. */
const HOSTS: ReadonlyArray<Omit<DetectedHost, 'signal'> & { variable: string }> = [
  { variable: 'VERCEL', name: 'vercel', serverless: true, trustedProxy: 'vercel' },
  { variable: 'FLY_APP_NAME', name: 'fly', serverless: false, trustedProxy: 'fly' },
  { variable: 'NETLIFY', name: 'netlify', serverless: true, trustedProxy: null },
  { variable: 'AWS_LAMBDA_FUNCTION_NAME', name: 'aws-lambda', serverless: true, trustedProxy: null },
  { variable: 'K_SERVICE', name: 'cloud-run', serverless: true, trustedProxy: null },
];

/** The hosting platform named by the environment, if any (empty values count as unset). */
export function detectHost({ environment }: { environment: Record<string, string | undefined> }): DetectedHost {
  const host = HOSTS.find(({ variable }) => (environment[variable] ?? '').trim() !== '');
  if (!host) return { name: null, signal: null, serverless: false, trustedProxy: null };
  const { variable, ...rest } = host;
  return { ...rest, signal: variable };
}
