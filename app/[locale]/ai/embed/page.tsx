import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { siteLocaleOf } from '@/lib/knowledge';
import { getDictionary } from '@/lib/i18n';
import { profile } from '@/lib/knowledge/profile';
import { ChatWithFitCheck } from '@/components/chat/chat-with-fit-check';
import { EmbedBridge } from '@/components/embed/embed-bridge';
import { ProfileMark } from '@/components/profile-mark';

/** The panel's page is for host pages to frame, not for search engines: the chat page is its public face. */
export async function generateMetadata({ params }: PageProps<'/[locale]/ai/embed'>): Promise<Metadata> {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) return {};
  return { title: `${getDictionary({ locale }).page.chatTitle} — ${profile.person.name}`, robots: { index: false, follow: false } };
}

export const viewport: Viewport = { interactiveWidget: 'resizes-content' };

/**
 * The chat in the embedded layout (contracts §10), the page embed.js frames on other sites: the same chat, fit
 * check, sources and request card as the chat page, with no portfolio header or footer and a close button that
 * hands the visitor back to the host page.
 */
export default async function EmbeddedChatPage({ params }: PageProps<'/[locale]/ai/embed'>) {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) notFound();
  const messages = getDictionary({ locale }).page;
  return (
    <main id="main" className="flex min-h-dvh flex-col px-4 pb-2 sm:px-5">
      <div className="sticky top-0 z-10 -mx-4 flex items-center gap-3 border-b border-line bg-canvas px-4 py-2 sm:-mx-5 sm:px-5">
        <ProfileMark profile={profile} size="sm" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold tracking-tight">{messages.chatTitle}</h1>
          <p className="truncate text-xs text-muted">{profile.person.name}</p>
        </div>
        <EmbedBridge closeLabel={messages.embed.close} enlargeLabel={messages.embed.enlarge} />
      </div>
      <p data-testid="chat-disclosure" className="mt-3 text-sm text-muted">
        {profile.assistant.disclosure[locale]}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        {profile.isSample && (
          <p data-testid="chat-sample-notice" className="rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold text-accent">
            {messages.sampleNotice}
          </p>
        )}
        <p data-testid="chat-confidential-note">{messages.chat.confidentialNote}</p>
      </div>
      <ChatWithFitCheck locale={locale} />
    </main>
  );
}
