import { ImageResponse } from 'next/og';
import { readBrandFont, initials } from '@/lib/site';

/** The brand colours of the generated images (the light theme's canvas, ink and accent, see globals.css). */
const COLOURS = { canvas: '#f8faf9', ink: '#0f172a', muted: '#475569', accent: '#0f766e', accentSoft: '#ccfbf1' } as const;

function fonts() {
  return [
    { name: 'Inter', data: readBrandFont({ weight: 400 }), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: readBrandFont({ weight: 700 }), weight: 700 as const, style: 'normal' as const },
  ];
}

/** The preview image's size: what Open Graph and Twitter's large card display without cropping. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The link-preview image of a page: the initials mark, the owner's name and headline, and a line saying what
 * the page offers (e.g. the chat's call to action), with the site's host at the bottom.
 */
export function shareImage({ name, headline, tagline, host }: { name: string; headline: string; tagline: string; host: string }): ImageResponse {
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: COLOURS.canvas, fontFamily: 'Inter', color: COLOURS.ink }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 112, height: 112, borderRadius: 56, background: COLOURS.accent, color: '#ffffff', fontSize: 48, fontWeight: 700 }}>
            {initials({ name })}
          </div>
          <div style={{ display: 'flex', width: 96, height: 8, borderRadius: 4, background: COLOURS.accentSoft }} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: 76, fontWeight: 700, letterSpacing: -2, lineHeight: 1.05 }}>{name}</div>
          <div style={{ fontSize: 38, color: COLOURS.muted, lineHeight: 1.25 }}>{headline}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 30 }}>
          <div style={{ display: 'flex', padding: '14px 28px', borderRadius: 999, background: COLOURS.accent, color: '#ffffff', fontWeight: 700 }}>{tagline}</div>
          <div style={{ display: 'flex', color: COLOURS.muted }}>{host}</div>
        </div>
      </div>
    ),
    { ...SHARE_IMAGE_SIZE, fonts: fonts() },
  );
}

/** A square icon with the initials on the accent colour (favicon, home-screen icon). */
export function iconImage({ name, size }: { name: string; size: number }): ImageResponse {
  return new ImageResponse(
    (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', borderRadius: size / 5, background: COLOURS.accent, color: '#ffffff', fontFamily: 'Inter', fontWeight: 700, fontSize: size * 0.46 }}>
        {initials({ name })}
      </div>
    ),
    { width: size, height: size, fonts: fonts() },
  );
}
