'use client';

import { useEffect, useId, useState } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { fillTemplate } from '@/components/chat/fill-template';
import { RequestCardSent, type SentRequest } from '@/components/visitor-requests/request-card-sent';
import { idempotencyKey, saveRequest } from '@/components/visitor-requests/request-keys';
import { formatSlot, zoneName } from '@/components/visitor-requests/slot-time';
import { visitorHourMark } from '@/components/visitor-requests/visitor-hours';
import type { VisitorRequestProposal } from '@/lib/chat';
import type { RequestCardCopy } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { VISITOR_REQUEST_LIMITS as LIMITS } from '@/lib/contracts';

interface Slot {
  start: string;
  end: string;
}
type Sent = SentRequest;
/** A create whose outcome the server could not confirm: sent again exactly as it was, with the same key. */
interface PendingRetry {
  body: string;
  key: string;
}

/** What the card needs from the page (strings only: it crosses the server/client boundary). */
export interface RequestCardProps {
  locale: Locale;
  copy: RequestCardCopy;
  statusNames: Record<string, string>;
  owner: string;
  /** Null when the profile offers no intro calls: only messages. */
  scheduling: { timeZone: string; slotMinutes: number } | null;
  /** The owner as the calendar file's organizer. */
  organizer: { name: string; email: string };
  retentionDays: number;
  proposal: VisitorRequestProposal;
  /** Keeps the sent state in this tab under this key (the proposing answer's id), so a reload shows it again. */
  sessionKey?: string;
  onClose: () => void;
}

const field = 'mt-1 block w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-100';

const SENT_PREFIX = 'ask-me:request-card:';

function loadSent({ sessionKey }: { sessionKey: string }): Sent | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(SENT_PREFIX + sessionKey) ?? 'null') as Sent | null;
  } catch {
    return null;
  }
}

function saveSent({ sessionKey, sent }: { sessionKey: string; sent: Sent }): void {
  try {
    window.sessionStorage.setItem(SENT_PREFIX + sessionKey, JSON.stringify(sent));
  } catch {
    // Without storage the card still works; it just is not restored after a reload.
  }
}

/** The request card: the visitor reviews and completes a proposal, consents, confirms; then reference, .ics and cancel. */
export function RequestCard({ locale, copy, statusNames, owner, scheduling, organizer, retentionDays, proposal, sessionKey, onClose }: RequestCardProps) {
  const id = useId();
  const [kind, setKind] = useState<'message' | 'intro_call'>(scheduling ? proposal.kind : 'message');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [message, setMessage] = useState(proposal.messageDraft ?? '');
  const [slot, setSlot] = useState(proposal.slot ?? '');
  const [consent, setConsent] = useState(false);
  const [slots, setSlots] = useState<Slot[] | null | 'failed'>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pendingRetry, setPendingRetry] = useState<PendingRetry | null>(null);
  const [sent, setSentState] = useState<Sent | null>(() => (sessionKey ? loadSent({ sessionKey }) : null));
  const setSent = (value: Sent) => {
    setSentState(value);
    if (sessionKey) saveSent({ sessionKey, sent: value });
  };
  const fill = (template: string, values: Record<string, string | number> = {}) => fillTemplate({ template, values: { owner, ...values } });

  useEffect(() => {
    if (kind !== 'intro_call' || slots !== null) return;
    fetch(`/api/requests/slots?locale=${locale}&limit=${LIMITS.defaultSlotLimit}`)
      .then(async (response) => (response.ok ? ((await response.json()) as { slots: Slot[] }).slots : 'failed' as const))
      .then(setSlots, () => setSlots('failed'));
  }, [kind, locale, slots]);

  async function readError(response: Response): Promise<{ code: string | null; message: string }> {
    try {
      const { error: body } = (await response.json()) as { error: { code: string; message: string } };
      return { code: body.code, message: body.message };
    } catch {
      return { code: null, message: copy.failed };
    }
  }

  const messageLength = message.trim().length;
  const messageOver = messageLength - LIMITS.maxMessageChars;
  const limitText = (value: number) => new Intl.NumberFormat(locale).format(value);

  async function confirm() {
    if (busy) return;
    if (!pendingRetry && messageOver > 0) {
      setError(fill(copy.messageTooLong, { over: limitText(messageOver), max: limitText(LIMITS.maxMessageChars) }));
      return;
    }
    setBusy(true);
    setError(null);
    const body = { kind, locale, name, email, ...(company.trim() ? { company } : {}), message, ...(kind === 'intro_call' ? { slot } : {}), consent };
    const argumentsText = JSON.stringify(Object.entries(body).sort(([left], [right]) => left.localeCompare(right)));
    // After an unknown outcome the very same call goes again: same body, same key, so it cannot make a second request.
    const call = pendingRetry ?? { body: JSON.stringify(body), key: idempotencyKey({ operation: 'create', argumentsText }) };
    try {
      const response = await fetch('/api/requests', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': call.key }, body: call.body });
      if (!response.ok) {
        const refusal = await readError(response);
        setError(refusal.message);
        setPendingRetry(refusal.code === 'outcome_unknown' ? call : null);
        if (response.status === 422) setSlots(null);
        return;
      }
      const created = (await response.json()) as { request: Omit<Sent, 'token'>; token: string };
      saveRequest({ reference: created.request.reference, token: created.token });
      setPendingRetry(null);
      setSent({ ...created.request, token: created.token });
    } catch {
      // The answer never came: the request may have been saved, so the same call is offered again.
      setError(copy.failed);
      setPendingRetry(call);
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!sent || busy) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/requests/${sent.reference}/cancel?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sent.token}`, 'Idempotency-Key': idempotencyKey({ operation: `cancel ${sent.reference}`, argumentsText: '{}' }) },
        body: '{}',
      });
      if (!response.ok) setError((await readError(response)).message);
      else setSent({ ...sent, status: ((await response.json()) as { request: { status: string } }).request.status });
    } catch {
      setError(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  const heading = `${id}-title`;
  if (sent) {
    return (
      <RequestCardSent
        locale={locale}
        copy={copy}
        statusNames={statusNames}
        heading={heading}
        fill={fill}
        ownerTimeZone={scheduling?.timeZone ?? null}
        organizer={organizer}
        sent={sent}
        onChange={setSent}
        onCancel={() => void cancel()}
        busy={busy}
        error={error}
        onClose={onClose}
      />
    );
  }

  const slotList = Array.isArray(slots) ? slots : [];
  return (
    <section aria-labelledby={heading} data-testid="request-card" data-state="form" className="mt-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-2">
        <h2 id={heading} className="text-lg font-semibold">{fill(copy.title)}</h2>
        <button type="button" onClick={onClose} className={BUTTON_STYLES.quiet}>{copy.close}</button>
      </div>
      <form
        className="mt-2 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {/* Locked while a send of unknown outcome waits to be sent again exactly as it was. */}
        <fieldset disabled={pendingRetry !== null} className="m-0 min-w-0 space-y-3 border-0 p-0" data-testid="request-fields">
          {scheduling && (
            <fieldset>
              <legend className="text-sm font-medium">{copy.kindLegend}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {(['message', 'intro_call'] as const).map((option) => (
                  <label key={option} className="inline-flex min-h-10 items-center gap-2">
                    <input type="radio" name={`${id}-kind`} value={option} checked={kind === option} onChange={() => setKind(option)} data-testid={`request-kind-${option}`} className="size-4" />
                    {option === 'message' ? copy.kindMessage : fill(copy.kindCall, { minutes: scheduling.slotMinutes })}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {kind === 'intro_call' && scheduling && (
            <fieldset data-testid="request-slots">
              <legend className="text-sm font-medium">{copy.slotLegend}</legend>
              <p className="text-xs text-muted">
                {fill(copy.yourTime, { zone: zoneName({ locale }) })} · {fill(copy.ownerTime, { zone: zoneName({ locale, timeZone: scheduling.timeZone }) })}
              </p>
              {slots === null && <p className="mt-1 text-sm" role="status">{copy.loadingSlots}</p>}
              {slots === 'failed' && <p className="mt-1 text-sm">{copy.slotsFailed}</p>}
              {Array.isArray(slots) && slots.length === 0 && <p className="mt-1 text-sm" data-testid="request-no-slots">{copy.noSlots}</p>}
              <div className="mt-1 grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
                {slotList.map((option) => {
                  const mark = visitorHourMark({ start: option.start, end: option.end });
                  return (
                    <label key={option.start} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 px-2 py-1 text-sm has-[:checked]:border-neutral-900 has-[:checked]:bg-neutral-100 dark:border-neutral-600 dark:has-[:checked]:border-neutral-100 dark:has-[:checked]:bg-neutral-800">
                      <input type="radio" name={`${id}-slot`} value={option.start} checked={slot === option.start} onChange={() => setSlot(option.start)} required className="size-4" data-testid="request-slot" />
                      <span>
                        <span className="font-medium">{formatSlot({ iso: option.start, locale })}</span>
                        {mark && (
                          <span data-testid="request-slot-mark" data-mark={mark} className="ml-2 rounded-full border border-amber-700 px-1.5 text-xs font-medium text-amber-900 dark:border-amber-300 dark:text-amber-200">
                            {mark === 'early' ? copy.earlyForYou : copy.lateForYou}
                          </span>
                        )}
                        <span className="block text-xs text-muted">{owner}: {formatSlot({ iso: option.start, locale, timeZone: scheduling.timeZone })}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="block text-sm font-medium">
              {copy.name}
              <input className={field} name="name" autoComplete="name" required maxLength={LIMITS.maxNameChars} value={name} onChange={(event) => setName(event.target.value)} data-testid="request-name" />
            </label>
            <label className="block text-sm font-medium">
              {copy.email}
              <input className={field} name="email" type="email" autoComplete="email" required maxLength={LIMITS.maxEmailChars} value={email} onChange={(event) => setEmail(event.target.value)} data-testid="request-email" />
            </label>
          </div>
          <label className="block text-sm font-medium">
            {copy.company}
            <input className={field} name="company" autoComplete="organization" maxLength={LIMITS.maxCompanyChars} value={company} onChange={(event) => setCompany(event.target.value)} data-testid="request-company" />
          </label>
          <label className="block text-sm font-medium">
            {copy.message}
            {/* No maxLength: a paste over the limit is shown and refused with the limit named, never silently cut. */}
            <textarea
              className={`${field} min-h-24`}
              name="message"
              required
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby={`${id}-counter`}
              aria-invalid={messageOver > 0}
              data-testid="request-message"
            />
          </label>
          <p id={`${id}-counter`} data-testid="request-message-counter" data-over={messageOver > 0} className={`-mt-2 text-xs ${messageOver > 0 ? 'font-medium text-red-800 dark:text-red-300' : 'text-muted'}`}>
            {messageOver > 0
              ? fill(copy.messageTooLong, { over: limitText(messageOver), max: limitText(LIMITS.maxMessageChars) })
              : fill(copy.messageCounter, { count: limitText(messageLength), max: limitText(LIMITS.maxMessageChars) })}
          </p>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" required checked={consent} onChange={(event) => setConsent(event.target.checked)} className="mt-0.5 size-4 shrink-0" data-testid="request-consent" aria-describedby={`${id}-privacy`} />
            <span>{fill(copy.consent)}</span>
          </label>
          <p id={`${id}-privacy`} className="text-xs text-muted" data-testid="request-privacy">{fill(copy.privacyNote, { days: retentionDays })}</p>
        </fieldset>
        {error && <p role="alert" data-testid="request-error" className="text-sm text-red-800 dark:text-red-300">{error}</p>}
        <button type="submit" disabled={busy} data-testid="request-confirm" data-retry={pendingRetry !== null} className={BUTTON_STYLES.primary}>
          {busy ? copy.sending : pendingRetry ? copy.sendAgain : copy.confirm}
        </button>
      </form>
    </section>
  );
}
