import { iconImage } from '@/components/share/share-images';
import { profile } from '@/lib/knowledge/profile';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The home-screen icon for phones: the owner's initials, generated from the profile at build time. */
export default function AppleIcon() {
  return iconImage({ name: profile.person.name, size: size.width });
}
