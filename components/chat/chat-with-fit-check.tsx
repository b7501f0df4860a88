import { LOCALE_NAMES, type Locale } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { siteLocales } from '@/lib/knowledge';
import { profile } from '@/lib/knowledge/profile';
import { ChatPanel } from '@/components/chat/chat-panel';
import { FitCheck } from '@/components/fit/fit-check';
import { requestCardProps } from '@/components/visitor-requests/request-card-props';

/** The chat with its fit check, in a locale: the same on the chat page and in the panel embedded on other sites. */
export function ChatWithFitCheck({ locale }: { locale: Locale }) {
  const dictionary = getDictionary({ locale });
  const messages = dictionary.page;
  const { label, up, down, thanks, failed } = dictionary.feedback;
  return (
    <FitCheck locale={locale} copy={messages.fit}>
      <div className="mt-6 flex flex-1 flex-col">
        <ChatPanel
          locale={locale}
          copy={messages.chat}
          feedbackCopy={{ label, up, down, thanks, failed }}
          suggestedQuestions={profile.suggestedQuestions.map((question) => question[locale])}
          localeNames={Object.fromEntries(siteLocales({ profile }).map((target) => [target, LOCALE_NAMES[target]]))}
          requestCard={requestCardProps({ locale, profile })}
        />
      </div>
    </FitCheck>
  );
}
