import { iconImage } from '@/components/share/share-images';
import { profile } from '@/lib/knowledge/profile';

export const size = { width: 64, height: 64 };
export const contentType = 'image/png';

/** The favicon: the owner's initials, generated from the profile at build time. */
export default function Icon() {
  return iconImage({ name: profile.person.name, size: size.width });
}
