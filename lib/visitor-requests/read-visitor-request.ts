import type { ApiRejection } from '@/lib/platform';
import { checkKillSwitch, clientIdentity } from '@/lib/platform';
import type { StoredVisitorRequest } from '@/lib/store';
import { utcDay } from '@/lib/store';
import { publicVisitorRequest } from '@/lib/visitor-requests/public-visitor-request';
import { REFERENCE_PATTERN, tokenHash, tokenMatches } from '@/lib/visitor-requests/visitor-request-secrets';
import { answerVisitorRequest, json, queryLocale, rejected, type Step, type VisitorRequestDependencies } from '@/lib/visitor-requests/visitor-request-steps';

/** The bearer token of the `Authorization` header; a missing or malformed one is PERMISSION. */
function bearerToken({ request }: { request: Request }): Step<string> {
  const match = /^Bearer ([A-Za-z0-9_-]{22,128})$/.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ? { value: match[1] } : rejected({ code: 'not_owner' });
}

const HOUR_MS = 3_600_000;
/** Compared against when there is no request, so "none" and "not yours" take the same work. */
const NO_REQUEST_HASH = tokenHash('no request has this token');

/** Counts one reference lookup of this client in the current hour; past CHAT_REQUEST_LOOKUPS_PER_HOUR it is refused. */
async function lookupAllowed({ request, dependencies }: { request: Request; dependencies: Pick<VisitorRequestDependencies, 'visitorRequests' | 'config' | 'clientSecret' | 'clientAddress' | 'now'> }): Promise<ApiRejection | null> {
  const nowMs = dependencies.now().getTime();
  const address = dependencies.clientAddress(request.headers);
  const clientId = clientIdentity({ address, day: utcDay({ at: new Date(nowMs) }), secret: await dependencies.clientSecret() });
  const hour = Math.floor(nowMs / HOUR_MS);
  const expiresAtMs = (hour + 1) * HOUR_MS;
  const allowed = await dependencies.visitorRequests.takeLookup({ key: `${clientId}:${hour}`, limit: dependencies.config.CHAT_REQUEST_LOOKUPS_PER_HOUR, expiresAtMs, nowMs });
  return allowed ? null : { code: 'lookups_limited', retryAfterSeconds: (expiresAtMs - nowMs) / 1000 };
}

/**
 * Finds the reference for the token that owns it. No enumeration: a reference that does not exist and one that
 * another token owns get the same answer (404, after the same work), and lookups are counted per client and hour.
 * A missing or malformed token is PERMISSION, whatever the reference.
 */
export async function ownedRequest({ request, reference, dependencies }: {
  request: Request;
  reference: string;
  dependencies: Pick<VisitorRequestDependencies, 'visitorRequests' | 'config' | 'clientSecret' | 'clientAddress' | 'now'>;
}): Promise<Step<StoredVisitorRequest>> {
  const token = bearerToken({ request });
  if ('rejection' in token) return token;
  const limited = await lookupAllowed({ request, dependencies });
  if (limited) return rejected(limited);
  const stored = REFERENCE_PATTERN.test(reference) ? await dependencies.visitorRequests.find({ reference }) : null;
  const owns = tokenMatches({ token: token.value, storedHash: stored?.tokenHash ?? NO_REQUEST_HASH });
  return stored && owns ? { value: stored } : rejected({ code: 'request_not_found' });
}

/** `GET /api/requests/{reference}`: the request, for the browser that holds its token. */
export async function handleReadVisitorRequest({ request, reference, dependencies }: { request: Request; reference: string; dependencies: VisitorRequestDependencies }): Promise<Response> {
  return answerVisitorRequest({
    dependencies,
    locale: () => queryLocale({ request, dependencies }),
    run: async (): Promise<Response | { rejection: ApiRejection }> => {
      const killSwitch = checkKillSwitch({ disabled: dependencies.config.CHAT_DISABLED });
      if (killSwitch) return rejected(killSwitch);
      const owned = await ownedRequest({ request, reference, dependencies });
      if ('rejection' in owned) return owned;
      return json({ status: 200, body: JSON.stringify({ request: publicVisitorRequest(owned.value) }) });
    },
  });
}
