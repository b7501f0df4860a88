import { getConfig } from '@/lib/config';
import { getDictionary } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import type { RequestCardProps } from '@/components/visitor-requests/request-card';

/** What a page passes to the request card: copy, the owner's first name, the schedule's zone, the organizer of a call and the retention. */
export function requestCardProps({ locale, profile }: { locale: Locale; profile: Profile }): Omit<RequestCardProps, 'proposal' | 'onClose'> {
  const copy = getDictionary({ locale }).requests;
  return {
    locale,
    copy: copy.card,
    statusNames: copy.statusNames,
    owner: profile.person.firstName,
    scheduling: profile.scheduling ? { timeZone: profile.scheduling.timeZone, slotMinutes: profile.scheduling.slotMinutes } : null,
    organizer: { name: profile.person.name, email: profile.contact.email },
    retentionDays: getConfig().CHAT_REQUEST_RETENTION_DAYS,
  };
}
