import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { siteLocaleOf, siteLocales } from '@/lib/knowledge';
import { getDictionary } from '@/lib/i18n';
import { profile } from '@/lib/knowledge/profile';
import { pageMetadata, siteOrigin } from '@/lib/site';
import { ChatWithFitCheck } from '@/components/chat/chat-with-fit-check';
import { Icon } from '@/components/icons';
import { ProfileMark } from '@/components/profile-mark';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { SITE_WIDTH } from '@/components/site-width';

/** The chat page's title, description, canonical URL, hreflang alternates and link preview, in its locale. */
export async function generateMetadata({ params }: PageProps<'/[locale]/ai'>): Promise<Metadata> {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) return {};
  const messages = getDictionary({ locale }).page;
  return pageMetadata({
    locale,
    locales: siteLocales({ profile }),
    page: 'chat',
    title: `${messages.chatTitle} — ${profile.person.name}`,
    description: `${messages.askMeDescription} ${profile.person.headline[locale]}.`,
    siteName: profile.person.name,
    origin: siteOrigin(),
  });
}

// The on-screen keyboard shrinks the layout (where browsers support it), so the sticky composer stays above it.
// Colour scheme and theme colours come from the locale layout: Next merges a page's viewport into it.
export const viewport: Viewport = { interactiveWidget: 'resizes-content' };

/** The chat page: the honest framing (AI, not the owner live; no confidential data; sample profile), then the chat. */
export default async function ChatPage({ params }: PageProps<'/[locale]/ai'>) {
  const locale = siteLocaleOf({ profile, value: (await params).locale });
  if (!locale) notFound();
  const messages = getDictionary({ locale }).page;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader locale={locale} page="chat" width="narrow" />
      <main id="main" className={`${SITE_WIDTH.narrow} flex flex-1 flex-col`}>
        <div className="flex items-start gap-3 pt-2 sm:pt-4">
          <ProfileMark profile={profile} size="md" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{messages.chatTitle}</h1>
            <p data-testid="chat-disclosure" className="mt-1 text-muted">
              {profile.assistant.disclosure[locale]}
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          {profile.isSample && (
            <p data-testid="chat-sample-notice" className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
              {messages.sampleNotice}
            </p>
          )}
          <p data-testid="chat-confidential-note" className="basis-full sm:basis-auto sm:flex-1">
            {messages.chat.confidentialNote}
          </p>
          <p>
            <Link href={`/${locale}`} className="inline-flex items-center gap-1 underline decoration-line underline-offset-4 hover:text-accent">
              <Icon name="arrowLeft" className="size-3.5" />
              {messages.backToPortfolio}
            </Link>
          </p>
        </div>
        <ChatWithFitCheck locale={locale} />
      </main>
      <SiteFooter locale={locale} width="narrow" sampleNotice={false} />
    </div>
  );
}
