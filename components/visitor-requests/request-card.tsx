'use client';

import { useEffect, useId, useState } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { fillTemplate } from '@/components/chat/fill-template';
import { icsFor, idempotencyKey, saveRequest } from '@/components/visitor-requests/request-keys';
import type { VisitorRequestProposal } from '@/lib/chat';
import type { RequestCardCopy } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { VISITOR_REQUEST_LIMITS as LIMITS } from '@/lib/contracts';

interface Slot {
  start: string;
  end: string;
}
interface Sent {
  reference: string;
  status: string;
  slot?: Slot;
  token: string;
}

/** What the card needs from the page (strings only: it crosses the server/client boundary). */
export interface RequestCardProps {
  locale: Locale;
  copy: RequestCardCopy;
  statusNames: Record<string, string>;
  owner: string;
  /** Null when the profile offers no intro calls: only messages. */
  scheduling: { timeZone: string; slotMinutes: number } | null;
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

function formatSlot({ iso, locale, timeZone }: { iso: string; locale: Locale; timeZone?: string }): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
}

function zoneName({ locale, timeZone }: { locale: Locale; timeZone?: string }): string {
  const part = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone }).formatToParts(new Date()).find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone ?? '';
}

/** The request card: the visitor reviews and completes a proposal, consents, confirms; then reference, .ics and cancel. */
export function RequestCard({ locale, copy, statusNames, owner, scheduling, retentionDays, proposal, sessionKey, onClose }: RequestCardProps) {
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

  async function readError(response: Response): Promise<string> {
    try {
      return ((await response.json()) as { error: { message: string } }).error.message;
    } catch {
      return copy.failed;
    }
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const body = { kind, locale, name, email, ...(company.trim() ? { company } : {}), message, ...(kind === 'intro_call' ? { slot } : {}), consent };
    const argumentsText = JSON.stringify(Object.entries(body).sort(([left], [right]) => left.localeCompare(right)));
    try {
      const response = await fetch('/api/requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': await idempotencyKey({ operation: 'create', argumentsText }) },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        setError(await readError(response));
        if (response.status === 422) setSlots(null);
        return;
      }
      const created = (await response.json()) as { request: Omit<Sent, 'token'>; token: string };
      saveRequest({ reference: created.request.reference, token: created.token });
      setSent({ ...created.request, token: created.token });
    } catch {
      setError(copy.failed);
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
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sent.token}`, 'Idempotency-Key': await idempotencyKey({ operation: `cancel ${sent.reference}`, argumentsText: '{}' }) },
        body: '{}',
      });
      if (!response.ok) setError(await readError(response));
      else setSent({ ...sent, status: ((await response.json()) as { request: { status: string } }).request.status });
    } catch {
      setError(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  const heading = `${id}-title`;
  if (sent) {
    const ics = sent.slot
      ? `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFor({ reference: sent.reference, title: fill(copy.calendarTitle), start: sent.slot.start, end: sent.slot.end, host: window.location.host }))}`
      : null;
    return (
      <section aria-labelledby={heading} data-testid="request-card" data-state="sent" className="mt-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <h2 id={heading} className="text-lg font-semibold">{copy.sentTitle}</h2>
        <p className="mt-2" data-testid="request-reference">{fill(copy.sentBody, { reference: sent.reference })}</p>
        {sent.slot && <p className="mt-1">{fill(copy.requestedTime, { time: formatSlot({ iso: sent.slot.start, locale }) })}</p>}
        <p className="mt-1 font-medium" role="status" data-testid="request-status" data-status={sent.status}>{fill(copy.status, { status: statusNames[sent.status] ?? sent.status })}</p>
        {error && <p role="alert" data-testid="request-error" className="mt-2 text-sm text-red-800 dark:text-red-300">{error}</p>}
        <div className="mt-3 flex flex-wrap gap-2">
          {ics && sent.status !== 'cancelled' && (
            <a href={ics} download={`${sent.reference}.ics`} data-testid="request-ics" className={BUTTON_STYLES.secondary}>{copy.addToCalendar}</a>
          )}
          {sent.status !== 'cancelled' && (
            <button type="button" data-testid="request-cancel" onClick={() => void cancel()} disabled={busy} className={BUTTON_STYLES.secondary}>{busy ? copy.cancelling : copy.cancel}</button>
          )}
          <button type="button" onClick={onClose} className={BUTTON_STYLES.quiet}>{copy.close}</button>
        </div>
      </section>
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
              {slotList.map((option) => (
                <label key={option.start} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 px-2 py-1 text-sm has-[:checked]:border-neutral-900 has-[:checked]:bg-neutral-100 dark:border-neutral-600 dark:has-[:checked]:border-neutral-100 dark:has-[:checked]:bg-neutral-800">
                  <input type="radio" name={`${id}-slot`} value={option.start} checked={slot === option.start} onChange={() => setSlot(option.start)} required className="size-4" data-testid="request-slot" />
                  <span>
                    <span className="font-medium">{formatSlot({ iso: option.start, locale })}</span>
                    <span className="block text-xs text-muted">{owner}: {formatSlot({ iso: option.start, locale, timeZone: scheduling.timeZone })}</span>
                  </span>
                </label>
              ))}
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
          <textarea className={`${field} min-h-24`} name="message" required maxLength={LIMITS.maxMessageChars} value={message} onChange={(event) => setMessage(event.target.value)} data-testid="request-message" />
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" required checked={consent} onChange={(event) => setConsent(event.target.checked)} className="mt-0.5 size-4 shrink-0" data-testid="request-consent" aria-describedby={`${id}-privacy`} />
          <span>{fill(copy.consent)}</span>
        </label>
        <p id={`${id}-privacy`} className="text-xs text-muted" data-testid="request-privacy">{fill(copy.privacyNote, { days: retentionDays })}</p>
        {error && <p role="alert" data-testid="request-error" className="text-sm text-red-800 dark:text-red-300">{error}</p>}
        <button type="submit" disabled={busy} data-testid="request-confirm" className={BUTTON_STYLES.primary}>{busy ? copy.sending : copy.confirm}</button>
      </form>
    </section>
  );
}
