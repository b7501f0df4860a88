import type { Locale } from '@/lib/i18n/locales';
import type { UiMessages } from '@/lib/i18n/dictionary-types';
import type { Profile } from '@/lib/knowledge/profile-schema';
import { formatMonth } from '@/lib/knowledge/durations';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { RequestCardLauncher } from '@/components/requests/request-card-launcher';
import { requestCardProps } from '@/components/requests/request-card-props';

/** Availability, the contact note and the email address. */
export function ContactSection({ profile, locale, messages }: { profile: Profile; locale: Locale; messages: UiMessages }) {
  const { availability, contact } = profile;
  return (
    <PortfolioSection id="contact" title={messages.contact}>
      <p id="availability">
        <span className="font-semibold">{messages.availability}:</span> {availability.roles[locale]}, {availability.conditions[locale]},{' '}
        {messages.availableFrom} {formatMonth({ date: availability.from, locale })}. {availability.notInterestedIn[locale]}
      </p>
      <p className="mt-3">{contact.note[locale]}</p>
      <p className="mt-3">
        {messages.emailMe}:{' '}
        <a href={`mailto:${contact.email}`} data-testid="contact-email" className="font-medium underline underline-offset-4">
          {contact.email}
        </a>
      </p>
      <RequestCardLauncher {...requestCardProps({ locale, profile })} />
    </PortfolioSection>
  );
}
