import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { isLocale } from '@/lib/i18n/locales';
import { getMessages } from '@/lib/i18n/messages';
import { profile } from '@/lib/knowledge/profile';
import { ChatForm } from '@/components/chat/chat-form';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';

/** The chat page's own title, in its locale. */
export async function generateMetadata({ params }: PageProps<'/[locale]/ai'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: `${getMessages({ locale }).chatTitle} — ${profile.person.name}` };
}

/** The chat page: the honest disclosure, then the chat form. */
export default async function ChatPage({ params }: PageProps<'/[locale]/ai'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const messages = getMessages({ locale });
  return (
    <>
      <SiteHeader locale={locale} page="chat" />
      <main id="main" className="mx-auto max-w-3xl px-6 py-6">
        <h1 className="text-3xl font-bold tracking-tight">{messages.chatTitle}</h1>
        <p data-testid="chat-disclosure" className="mt-3 text-neutral-700 dark:text-neutral-300">
          {profile.assistant.disclosure[locale]}
        </p>
        <p className="mt-1 text-sm">
          <Link href={`/${locale}`} className="underline underline-offset-4">
            ← {messages.backToPortfolio}
          </Link>
        </p>
        <div className="mt-8">
          <ChatForm locale={locale} messages={messages} />
        </div>
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
