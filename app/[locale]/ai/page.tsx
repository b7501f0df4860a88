import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { isLocale, LOCALE_NAMES } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { profile } from '@/lib/knowledge/profile';
import { ChatPanel } from '@/components/chat/chat-panel';
import { requestCardProps } from '@/components/requests/request-card-props';
import { FitCheck } from '@/components/fit/fit-check';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';

/** The chat page's own title, in its locale. */
export async function generateMetadata({ params }: PageProps<'/[locale]/ai'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: `${getDictionary({ locale }).page.chatTitle} — ${profile.person.name}` };
}

// The on-screen keyboard shrinks the layout (where browsers support it), so the sticky composer stays above it.
// Colour scheme and theme colours come from the locale layout: Next merges a page's viewport into it.
export const viewport: Viewport = { interactiveWidget: 'resizes-content' };

/** The chat page: the honest framing (AI, not the owner live; no confidential data; sample profile), then the chat. */
export default async function ChatPage({ params }: PageProps<'/[locale]/ai'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const messages = getDictionary({ locale }).page;
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader locale={locale} page="chat" />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{messages.chatTitle}</h1>
        <div className="mt-3 space-y-1 text-sm text-neutral-700 dark:text-neutral-300">
          <p data-testid="chat-disclosure" className="text-base text-neutral-900 dark:text-neutral-100">
            {profile.assistant.disclosure[locale]}
          </p>
          <p data-testid="chat-confidential-note">{messages.chat.confidentialNote}</p>
          {profile.isSample && (
            <p data-testid="chat-sample-notice" className="font-medium">
              {messages.sampleNotice}
            </p>
          )}
          <p>
            <Link href={`/${locale}`} className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
              ← {messages.backToPortfolio}
            </Link>
          </p>
        </div>
        <FitCheck locale={locale} copy={messages.fit}>
          <div className="mt-6 flex flex-1 flex-col">
            <ChatPanel
              locale={locale}
              copy={messages.chat}
              suggestedQuestions={profile.suggestedQuestions.map((question) => question[locale])}
              localeNames={LOCALE_NAMES}
              requestCard={requestCardProps({ locale, profile })}
            />
          </div>
        </FitCheck>
      </main>
      <SiteFooter locale={locale} />
    </div>
  );
}
