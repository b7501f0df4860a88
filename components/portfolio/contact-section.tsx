import type { Locale } from '@/lib/contracts';
import type { Dictionary } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { formatMonth } from '@/lib/i18n';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { Icon } from '@/components/icons';
import { CallsToAction } from '@/components/portfolio/calls-to-action';
import { PortfolioSection } from '@/components/portfolio/portfolio-section';
import { RequestCardLauncher } from '@/components/visitor-requests/request-card-launcher';
import { requestCardProps } from '@/components/visitor-requests/request-card-props';
import { ProfileLinksList } from '@/components/portfolio/profile-links-list';

/** Availability, the contact note, the email address, the owner's links, the CV and the chat. */
export function ContactSection({ profile, locale, dictionary }: { profile: Profile; locale: Locale; dictionary: Dictionary }) {
  const { availability, contact } = profile;
  const messages = dictionary.page;
  return (
    <PortfolioSection id="contact" title={messages.contact}>
      <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
        <p id="availability" className="text-lg leading-relaxed">
          <span className="font-semibold">{messages.availability}:</span> {availability.roles[locale]}, {availability.conditions[locale]},{' '}
          {messages.availableFrom} {formatMonth({ date: availability.from, locale })}. <span className="text-muted">{availability.notInterestedIn[locale]}</span>
        </p>
        <p className="mt-3 text-muted">{contact.note[locale]}</p>
        <p className="mt-6">
          <a href={`mailto:${contact.email}`} data-testid="contact-email" className={`${BUTTON_STYLES.primary} min-h-11 px-5 text-base`}>
            <Icon name="mail" />
            {contact.email}
          </a>
        </p>
        <div className="mt-6 border-t border-line pt-5">
          <ProfileLinksList profile={profile} dictionary={dictionary} withEmail={false} testIds />
        </div>
      </div>
      <RequestCardLauncher {...requestCardProps({ locale, profile })} />
      <div className="mt-6">
        <CallsToAction locale={locale} dictionary={dictionary} />
      </div>
    </PortfolioSection>
  );
}
