import type { Dictionary } from '@/lib/i18n';
import type { Profile } from '@/lib/knowledge';
import { profileLinks, type ProfileLinkKind } from '@/lib/knowledge';
import { Icon, type IconName } from '@/components/icons';

const ICONS: Record<ProfileLinkKind, IconName> = { github: 'code', linkedin: 'person', website: 'globe' };

/** The owner's email (`mailto:`, unless shown beside it already) and links elsewhere from the profile, as a row of labelled icon links. */
export function ProfileLinksList({ profile, dictionary, withEmail, testIds = false }: { profile: Profile; dictionary: Dictionary; withEmail: boolean; testIds?: boolean }) {
  const labels: Record<ProfileLinkKind, string> = { github: 'GitHub', linkedin: 'LinkedIn', website: dictionary.site.website };
  const links = [
    ...(withEmail ? [{ key: 'email', href: `mailto:${profile.contact.email}`, label: dictionary.page.emailMe, icon: 'mail' as const, print: profile.contact.email }] : []),
    ...profileLinks({ profile }).map((link) => ({ key: link.kind, href: link.href, label: labels[link.kind], icon: ICONS[link.kind], print: link.display })),
  ];
  return (
    <ul aria-label={dictionary.site.links} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            data-testid={testIds ? `profile-link-${link.key}` : undefined}
            data-print-href={link.print}
            className="inline-flex min-h-8 items-center gap-1.5 font-medium text-muted hover:text-accent"
          >
            <Icon name={link.icon} />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
