import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into index.html as a <style> element at build time. A linked
 * stylesheet blocks the first paint for one more round trip, and on a phone's slow network it also
 * shared the line with the JavaScript preloads: the first paint waited some 1.7 s
 * (docs/operations/benchmarks.md, Public pages). The content security policy allows inline styles
 * (backend/src/infrastructure/http/security-headers.middleware.ts). Stylesheets of lazy pages stay
 * files, loaded with their page.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'leadledger:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          // "</style" inside the CSS would end the element early; our stylesheets never contain it.
          const css = String(asset.source);
          if (css.includes('</style')) return tag;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
