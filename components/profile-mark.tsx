import type { Profile } from '@/lib/knowledge';
import { initials } from '@/lib/site';

const SIZES = { sm: 'size-8 text-xs', md: 'size-9 text-sm', lg: 'size-16 text-xl sm:size-20 sm:text-2xl' } as const;
const PIXELS = { sm: 32, md: 36, lg: 80 } as const;

/** The owner's photo from the profile, or their initials on the accent colour; decorative (the name is beside it). */
export function ProfileMark({ profile, size }: { profile: Profile; size: keyof typeof SIZES }) {
  const { photo, name } = profile.person;
  if (photo) {
    // A plain image: a small fixed-size avatar needs no optimizer, and next/image would add client JavaScript.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={photo} alt="" width={PIXELS[size]} height={PIXELS[size]} className={`${SIZES[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${SIZES[size]} inline-flex shrink-0 select-none items-center justify-center rounded-full bg-accent font-semibold tracking-tight text-on-accent`}>
      {initials({ name })}
    </span>
  );
}
