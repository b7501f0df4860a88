import type { Locale } from '@/lib/contracts';
import { EMBED_HOST_SOURCE, EMBED_PANEL_SOURCE } from '@/lib/embed/embed-messages';

/** What the launcher says in one locale. */
export interface EmbedCopy {
  /** The launcher's visible text and accessible name. */
  launcher: string;
  /** The accessible name of the panel around the chat. */
  dialog: string;
  /** The iframe's title. */
  frame: string;
}

/** The path of the embedded chat page after the locale segment (`/en` + this). */
export const EMBED_PANEL_PATH = '/ai/embed';

/**
 * The browser code of `/embed.js`, written in plain ES2017 so that it runs unbundled on any host page. It
 * touches the host page only through one `<ask-me-chat>` element (its launcher and panel live in that element's
 * shadow root, styled by a constructed style sheet, which a strict host CSP without 'unsafe-inline' allows) and
 * one frozen global, `askMeEmbed` ({ open, close }). It sets no cookie and loads nothing until the visitor opens
 * the panel: then an iframe of this site's chat, so the chat API stays same-origin for the chat.
 * `__CONFIG__` is replaced by the locales, their copy and the origins allowed to show the chat.
 */
const SOURCE = `(function () {
  'use strict';
  var script = document.currentScript;
  // A page that includes the snippet twice gets one launcher.
  if (!script || window.askMeEmbed) return;
  var config = __CONFIG__;
  // This site is where the script came from, however the owner reached it (contracts §10).
  var origin = new URL(script.src, location.href).origin;
  // The browser would refuse the frame anyway (frame-ancestors): a page the owner has not listed gets no launcher
  // that opens onto an empty panel, and the owner, in the console, the setting that would change that.
  if (location.origin !== origin && config.origins.indexOf(location.origin) < 0) {
    if (window.console) console.warn('ask-me embed.js: ' + location.origin + ' is not in CHAT_EMBED_ORIGINS of ' + origin + ', so the chat is not shown on this page.');
    return;
  }
  var data = script.dataset;
  function supported(tag) {
    var code = String(tag || '').toLowerCase().split('-')[0];
    return config.locales.indexOf(code) >= 0 ? code : null;
  }
  var locale = supported(data.locale) || supported(document.documentElement.lang) || config.locales[0];
  var copy = config.copy[locale];
  var PHONE = '(max-width:640px)';
  var phone = window.matchMedia(PHONE);
  var side = data.position === 'bottom-left' ? 'left' : 'right';
  var css = ':host{all:initial}' +
    '.launcher{position:fixed;bottom:20px;' + side + ':20px;z-index:2147483646;display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;min-height:48px;margin:0;padding:12px 18px;border:0;border-radius:999px;background:#0f766e;color:#fff;font:600 15px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;letter-spacing:normal;text-transform:none;text-decoration:none;box-shadow:0 6px 20px rgba(15,23,42,.25);cursor:pointer}' +
    '.launcher:hover{background:#115e59}' +
    '.launcher:focus{outline:none}' +
    '.launcher:focus-visible{outline:3px solid #0f766e;outline-offset:3px;box-shadow:0 0 0 3px #fff}' +
    '.launcher svg{width:20px;height:20px;flex:none}' +
    '.panel{position:fixed;bottom:84px;' + side + ':20px;z-index:2147483647;box-sizing:border-box;width:min(420px,calc(100vw - 40px));height:min(680px,calc(100vh - 110px));border-radius:16px;overflow:hidden;background:#f8faf9;box-shadow:0 0 0 1px rgba(15,23,42,.08),0 12px 40px rgba(15,23,42,.3)}' +
    '.panel.large{width:min(880px,calc(100vw - 40px));height:calc(100vh - 110px)}' +
    '.panel[hidden]{display:none}' +
    'iframe{display:block;width:100%;height:100%;border:0;color-scheme:light dark}' +
    '@media (prefers-color-scheme:dark){.launcher{background:#5eead4;color:#042f2e}.launcher:hover{background:#99f6e4}.launcher:focus-visible{outline-color:#5eead4;box-shadow:0 0 0 3px #0b1110}.panel{background:#0b1110;box-shadow:0 0 0 1px #2a3a36,0 12px 40px rgba(0,0,0,.6)}}' +
    // On a phone the panel takes the screen; its own close button is then the way back.
    '@media ' + PHONE + '{.panel,.panel.large{top:0;right:0;bottom:0;left:0;width:auto;height:auto;border-radius:0}}';
  var host = document.createElement('ask-me-chat');
  // Inline, so no rule of the host page (a "* { … }" or a tag selector) changes how the element itself lays out.
  host.style.cssText = 'all:initial';
  var root = host.attachShadow({ mode: 'open' });
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } else {
    var style = document.createElement('style');
    style.textContent = css;
    root.appendChild(style);
  }
  var launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'launcher';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-controls', 'panel');
  launcher.setAttribute('data-testid', 'embed-launcher');
  var svg = 'http://www.w3.org/2000/svg';
  var icon = document.createElementNS(svg, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('fill', 'none');
  icon.setAttribute('stroke', 'currentColor');
  icon.setAttribute('stroke-width', '2');
  icon.setAttribute('stroke-linejoin', 'round');
  icon.setAttribute('aria-hidden', 'true');
  var bubble = document.createElementNS(svg, 'path');
  bubble.setAttribute('d', 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z');
  icon.appendChild(bubble);
  var text = document.createElement('span');
  text.textContent = data.label || copy.launcher;
  launcher.appendChild(icon);
  launcher.appendChild(text);
  var panel = document.createElement('div');
  panel.className = 'panel';
  panel.id = 'panel';
  panel.hidden = true;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', copy.dialog);
  panel.setAttribute('data-testid', 'embed-panel');
  root.appendChild(launcher);
  root.appendChild(panel);
  var frame = null;
  var isOpen = false;
  var expanded = false;
  // Only this site's window can receive it: a page the frame was navigated to elsewhere never does.
  function tellPanel(type) {
    if (!isOpen || !frame || !frame.contentWindow) return;
    frame.contentWindow.postMessage({ source: '${EMBED_HOST_SOURCE}', type: type, expandable: !phone.matches, expanded: expanded }, origin);
  }
  function opened() {
    tellPanel('open');
  }
  function open() {
    if (isOpen) return;
    isOpen = true;
    if (!frame) {
      // The chat's own code loads now, not with the host page.
      frame = document.createElement('iframe');
      frame.title = copy.frame;
      frame.src = origin + '/' + locale + config.path;
      frame.addEventListener('load', opened);
      panel.appendChild(frame);
    }
    panel.hidden = false;
    launcher.setAttribute('aria-expanded', 'true');
    frame.focus();
    opened();
  }
  function close() {
    if (!isOpen) return;
    isOpen = false;
    // Hidden, not removed: the conversation is still there when the visitor opens the panel again.
    panel.hidden = true;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  }
  launcher.addEventListener('click', function () {
    if (isOpen) close(); else open();
  });
  document.addEventListener('keydown', function (event) {
    if (isOpen && event.key === 'Escape') close();
  });
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!frame || event.source !== frame.contentWindow || event.origin !== origin) return;
    if (!message || message.source !== '${EMBED_PANEL_SOURCE}') return;
    if (message.type === 'close') close();
    // The chat is ready to take focus (it may become ready after the frame's load event).
    if (message.type === 'ready') opened();
    if (message.type === 'resize') {
      expanded = message.expanded === true;
      panel.classList.toggle('large', expanded);
      tellPanel('layout');
    }
  });
  // A phone's panel takes the screen and cannot grow: the panel hides its enlarge button then.
  var onLayout = function () {
    tellPanel('layout');
  };
  if (phone.addEventListener) phone.addEventListener('change', onLayout); else phone.addListener(onLayout);
  Object.defineProperty(window, 'askMeEmbed', { value: Object.freeze({ open: open, close: close }) });
  function mount() {
    document.body.appendChild(host);
  }
  if (document.body) mount(); else document.addEventListener('DOMContentLoaded', mount);
})();
`;

/** The text of `/embed.js` for the site's locales (the first is the default), their copy and the listed origins. */
export function embedScript({ locales, copy, origins }: {
  locales: readonly Locale[];
  copy: Record<Locale, EmbedCopy>;
  /** The other origins the owner lets show the chat (CHAT_EMBED_ORIGINS), as `URL.origin` spells them. */
  origins: readonly string[];
}): string {
  const config = { locales, origins, path: EMBED_PANEL_PATH, copy: Object.fromEntries(locales.map((locale) => [locale, copy[locale]])) };
  // JSON is a JavaScript expression; "<" is escaped so no copy can ever close a script element that inlines it.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return SOURCE.replace('__CONFIG__', () => json);
}
