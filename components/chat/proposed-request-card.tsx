'use client';

import { lazy, Suspense, useState } from 'react';
import type { latestProposal } from '@/components/chat/message-data-parts';
import type { RequestCardProps } from '@/components/visitor-requests/request-card';

// The request card loads with the first proposal, not with the page (it stays out of the initial JS).
const RequestCard = lazy(() => import('@/components/visitor-requests/request-card').then((module) => ({ default: module.RequestCard })));

/** The request card the newest proposal opens, until the visitor closes it: a closed proposal stays closed. */
export function ProposedRequestCard({ proposal, requestCard }: {
  proposal: ReturnType<typeof latestProposal>;
  requestCard: Omit<RequestCardProps, 'proposal' | 'onClose'>;
}) {
  const [closedProposals, setClosedProposals] = useState<string[]>([]);
  const openProposal = proposal && !closedProposals.includes(proposal.messageId) ? proposal : null;
  if (!openProposal) return null;
  return (
    <Suspense fallback={null}>
      <RequestCard key={openProposal.messageId} {...requestCard} proposal={openProposal.proposal} sessionKey={openProposal.messageId} onClose={() => setClosedProposals((closed) => [...closed, openProposal.messageId])} />
    </Suspense>
  );
}
