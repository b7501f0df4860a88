import type { Profile } from '@/lib/knowledge/profile-schema';

/** The kinds of link a profile may list, in the order pages, the CV and the chat show them. */
export const PROFILE_LINK_KINDS = ['github', 'linkedin', 'website'] as const;

export type ProfileLinkKind = (typeof PROFILE_LINK_KINDS)[number];

/** A link of the owner's: its kind, its address and the address as printed (without `https://`). */
export interface ProfileLink {
  kind: ProfileLinkKind;
  href: string;
  display: string;
}

/** The owner's links elsewhere that the profile sets, in a fixed order. */
export function profileLinks({ profile }: { profile: Profile }): ProfileLink[] {
  const links = profile.contact.links ?? {};
  return PROFILE_LINK_KINDS.flatMap((kind) => {
    const href = links[kind];
    return href ? [{ kind, href, display: href.replace(/^https:\/\//, '').replace(/\/$/, '') }] : [];
  });
}
