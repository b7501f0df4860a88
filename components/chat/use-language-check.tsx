'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { savePendingMessage } from '@/components/chat/chat-storage';
import { detectMessageLocale } from '@/components/chat/detect-message-locale';
import { LanguageOffer } from '@/components/chat/language-offer';
import { tabStorage } from '@/components/chat/tab-storage';
import type { Locale } from '@/lib/contracts';
import type { ChatCopy } from '@/lib/i18n';

type Offer = { locale: Locale; text: string };

const siteLocalesOf = ({ localeNames }: { localeNames: Partial<Record<Locale, string>> }) => Object.keys(localeNames) as Locale[];

/**
 * A question written in another of the site's languages (`localeNames`) is held back (`intercept`) with an offer to ask it on that
 * locale's page, where it is sent on arrival, or here; asking here turns the check off while the page is open.
 */
export function useLanguageCheck({ locale, copy, localeNames, send }: {
  locale: Locale;
  copy: ChatCopy;
  localeNames: Partial<Record<Locale, string>>;
  send: (text: string) => void;
}): { checking: boolean; intercept: (question: string) => Promise<boolean>; dismiss: () => void; card: ReactNode } {
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [checkOff, setCheckOff] = useState(false);

  async function intercept(question: string) {
    if (checkOff) return false;
    setChecking(true);
    const detected = await detectMessageLocale({ text: question, pageLocale: locale, locales: siteLocalesOf({ localeNames }) });
    setChecking(false);
    if (!detected) return false;
    setOffer({ locale: detected, text: question });
    return true;
  }

  function switchLocale({ locale: target, text }: Offer) {
    const storage = tabStorage();
    if (storage) savePendingMessage({ storage, text });
    router.push(`/${target}/ai`);
  }

  const language = offer ? localeNames[offer.locale] : undefined;
  const card = offer && language && (
    <LanguageOffer
      copy={copy}
      language={language}
      onSwitch={() => switchLocale(offer)}
      onStay={() => {
        setCheckOff(true);
        send(offer.text);
      }}
    />
  );
  return { checking, intercept, dismiss: () => setOffer(null), card };
}
