import type { ApiRejection } from '@/lib/platform/api-error';

/** Rejects anything but a JSON body (charset parameters allowed). */
export function checkMediaType({ contentType }: { contentType: string | null }): ApiRejection | null {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json' ? null : { code: 'unsupported_media_type' };
}
