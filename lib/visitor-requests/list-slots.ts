import { VISITOR_REQUEST_LIMITS as LIMITS } from '@/lib/contracts';
import { checkKillSwitch } from '@/lib/platform';
import { listOpenSlots } from '@/lib/scheduling';
import { answerVisitorRequest, json, queryLocale, rejected, type VisitorRequestDependencies } from '@/lib/visitor-requests/visitor-request-steps';

/** `GET /api/requests/slots?locale=xx&limit=20`: open slots, earliest first; no schedule or no slot is an empty list. */
export async function handleListSlots({ request, dependencies }: { request: Request; dependencies: VisitorRequestDependencies }): Promise<Response> {
  return answerVisitorRequest({
    dependencies,
    locale: () => queryLocale({ request, dependencies }),
    run: async () => {
      const killSwitch = checkKillSwitch({ disabled: dependencies.config.CHAT_DISABLED });
      if (killSwitch) return rejected(killSwitch);
      const rawLimit = new URL(request.url).searchParams.get('limit');
      const limit = rawLimit === null ? LIMITS.defaultSlotLimit : Number(rawLimit);
      if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.maxSlotLimit) return rejected({ code: 'invalid_request' });
      const slots = await listOpenSlots({
        profile: dependencies.profile,
        now: dependencies.now(),
        limit,
        heldSlotStarts: (range) => dependencies.visitorRequests.heldSlotStarts(range),
      });
      return json({ status: 200, body: JSON.stringify(slots) });
    },
  });
}
