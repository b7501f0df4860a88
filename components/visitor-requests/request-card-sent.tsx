'use client';

import { useEffect, useState } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { calendarFile } from '@/components/visitor-requests/calendar-file';
import { formatSlot, zoneName } from '@/components/visitor-requests/slot-time';
import type { RequestCardCopy } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';

/** A request as the card keeps it after sending (the token only ever lives in this browser). */
export interface SentRequest {
  reference: string;
  status: string;
  slot?: { start: string; end: string };
  token: string;
}

const LIVE = new Set(['requested', 'confirmed']);

/**
 * The card once a request is sent: its real state (read again from the server when the card is shown, so an owner's
 * confirmation or a cancel shows up), the time on the visitor's clock and the owner's, the calendar file while the
 * call is live, and cancel.
 */
export function RequestCardSent({ locale, copy, statusNames, heading, fill, ownerTimeZone, organizer, sent, onChange, onCancel, busy, error, onClose }: {
  locale: Locale;
  copy: RequestCardCopy;
  statusNames: Record<string, string>;
  heading: string;
  fill: (template: string, values?: Record<string, string | number>) => string;
  ownerTimeZone: string | null;
  organizer: { name: string; email: string };
  sent: SentRequest;
  onChange: (sent: SentRequest) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
  onClose: () => void;
}) {
  const [now] = useState(() => new Date());
  const { reference, token } = sent;
  useEffect(() => {
    // The owner may have confirmed or declined since: show what the server holds (a failure keeps what is shown).
    const controller = new AbortController();
    fetch(`/api/requests/${reference}?locale=${locale}`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { request: { status: string } }).request.status : null))
      .then((status) => {
        if (status) onChange({ ...sent, status });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // Read once per request shown, not on every change of the card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, token, locale]);

  const live = LIVE.has(sent.status);
  const title = { confirmed: copy.confirmedTitle, declined: copy.declinedTitle, cancelled: copy.cancelledTitle }[sent.status] ?? copy.sentTitle;
  const confirmed = sent.status === 'confirmed';
  const ics =
    sent.slot && live
      ? `data:text/calendar;charset=utf-8,${encodeURIComponent(
          calendarFile({
            reference,
            status: sent.status,
            start: sent.slot.start,
            end: sent.slot.end,
            title: fill(confirmed ? copy.calendarTitle : copy.calendarPending),
            description: confirmed ? fill(copy.referenceLine, { reference }) : fill(copy.calendarPendingNote, { reference }),
            organizer,
            host: window.location.host,
            now,
          }),
        )}`
      : null;
  return (
    <section aria-labelledby={heading} data-testid="request-card" data-state="sent" data-status={sent.status} className="mt-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
      <h2 id={heading} className="text-lg font-semibold" data-testid="request-title">{title}</h2>
      <p className="mt-2" data-testid="request-reference">{live && !confirmed ? fill(copy.sentBody, { reference }) : fill(copy.referenceLine, { reference })}</p>
      {sent.slot && (
        <div className="mt-1" data-testid="request-time">
          <p>{fill(copy.requestedTime, { time: formatSlot({ iso: sent.slot.start, locale }), zone: zoneName({ locale }) })}</p>
          {ownerTimeZone && (
            <p className="text-sm text-muted">{fill(copy.requestedTimeOwner, { time: formatSlot({ iso: sent.slot.start, locale, timeZone: ownerTimeZone }), zone: zoneName({ locale, timeZone: ownerTimeZone }) })}</p>
          )}
        </div>
      )}
      <p className="mt-1 font-medium" role="status" data-testid="request-status" data-status={sent.status}>{fill(copy.status, { status: statusNames[sent.status] ?? sent.status })}</p>
      {error && <p role="alert" data-testid="request-error" className="mt-2 text-sm text-red-800 dark:text-red-300">{error}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {ics && (
          <a href={ics} download={`${reference}.ics`} data-testid="request-ics" className={BUTTON_STYLES.secondary}>{copy.addToCalendar}</a>
        )}
        {live && (
          <button type="button" data-testid="request-cancel" onClick={onCancel} disabled={busy} className={BUTTON_STYLES.secondary}>{busy ? copy.cancelling : copy.cancel}</button>
        )}
        <button type="button" onClick={onClose} className={BUTTON_STYLES.quiet}>{copy.close}</button>
      </div>
    </section>
  );
}
