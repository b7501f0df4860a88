/**
 * The site around the chat: its origin (SITE_URL), page metadata, JSON-LD, brand fonts and initials.
 * Imports config, contracts, knowledge.
 */
export { readBrandFont } from '@/lib/site/brand-fonts';
export { distinctHighlights } from '@/lib/site/distinct-highlights';
export { initials } from '@/lib/site/initials';
export { pageAlternates, pageMetadata } from '@/lib/site/page-metadata';
export { profileJsonLd, serializeJsonLd } from '@/lib/site/profile-json-ld';
export { siteOrigin } from '@/lib/site/site-origin';
