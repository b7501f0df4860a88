'use client';

import { useState } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { RequestCard, type RequestCardProps } from '@/components/requests/request-card';

/** The contact section's way in: a button that opens the request card (a call when calls are offered). */
export function RequestCardLauncher(props: Omit<RequestCardProps, 'proposal' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" data-testid="request-open" onClick={() => setOpen(true)} className={`${BUTTON_STYLES.primary} mt-4`}>
        {props.copy.open}
      </button>
    );
  }
  return <RequestCard {...props} proposal={{ kind: props.scheduling ? 'intro_call' : 'message' }} onClose={() => setOpen(false)} />;
}
