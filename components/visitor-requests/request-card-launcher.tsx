'use client';

import { lazy, Suspense, useState } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import type { RequestCardProps } from '@/components/visitor-requests/request-card';

// The card loads when the visitor opens it, not with the portfolio page.
const RequestCard = lazy(() => import('@/components/visitor-requests/request-card').then((module) => ({ default: module.RequestCard })));

/** The contact section's way in: a button that opens the request card (a call when calls are offered). */
export function RequestCardLauncher(props: Omit<RequestCardProps, 'proposal' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" data-testid="request-open" onClick={() => setOpen(true)} className={`${BUTTON_STYLES.secondary} mt-6`}>
        {props.copy.open}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <RequestCard {...props} proposal={{ kind: props.scheduling ? 'intro_call' : 'message' }} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
