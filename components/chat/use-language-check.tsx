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

/**
 * A question written in another supported language is held back (`intercept`) with an offer to ask it on that
 * locale's page, where it is sent on arrival, or here; asking here turns the check off while the page is open.
 */
export function useLanguageCheck({ locale, copy, localeNames, send }: {
  locale: Locale;
  copy: ChatCopy;
  localeNames: Record<Locale, string>;
  send: (text: string) => void;
}): { checking: boolean; intercept: (question: string) => Promise<boolean>; dismiss: () => void; card: ReactNode } {
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [checkOff, setCheckOff] = useState(false);

  async function intercept(question: string) {
    if (checkOff) return false;
    setChecking(true);
    const detected = await detectMessageLocale({ text: question, pageLocale: locale });
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

  const card = offer && (
    <LanguageOffer
      copy={copy}
      language={localeNames[offer.locale]}
      onSwitch={() => switchLocale(offer)}
      onStay={() => {
        setCheckOff(true);
        send(offer.text);
      }}
    />
  );
  return { checking, intercept, dismiss: () => setOffer(null), card };
}
