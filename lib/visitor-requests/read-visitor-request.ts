import type { ApiRejection } from '@/lib/platform';
import { checkKillSwitch } from '@/lib/platform';
import type { StoredVisitorRequest } from '@/lib/store';
import { publicVisitorRequest } from '@/lib/visitor-requests/public-visitor-request';
import { REFERENCE_PATTERN, tokenMatches } from '@/lib/visitor-requests/visitor-request-secrets';
import { answerVisitorRequest, json, queryLocale, rejected, type Step, type VisitorRequestDependencies } from '@/lib/visitor-requests/visitor-request-steps';

/** The bearer token of the `Authorization` header; a missing or malformed one is PERMISSION. */
function bearerToken({ request }: { request: Request }): Step<string> {
  const match = /^Bearer ([A-Za-z0-9_-]{22,128})$/.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ? { value: match[1] } : rejected({ code: 'not_owner' });
}

/** Finds the reference and checks that the token owns it: 404 for no such request, 403 for another token. */
export async function ownedRequest({ request, reference, dependencies }: {
  request: Request;
  reference: string;
  dependencies: Pick<VisitorRequestDependencies, 'visitorRequests'>;
}): Promise<Step<StoredVisitorRequest>> {
  const token = bearerToken({ request });
  if ('rejection' in token) return token;
  if (!REFERENCE_PATTERN.test(reference)) return rejected({ code: 'request_not_found' });
  const stored = await dependencies.visitorRequests.find({ reference });
  if (!stored) return rejected({ code: 'request_not_found' });
  if (!tokenMatches({ token: token.value, storedHash: stored.tokenHash })) return rejected({ code: 'not_owner' });
  return { value: stored };
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
