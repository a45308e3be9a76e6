import { type Plugin, loadEnv } from 'vite';
import type { Profile } from '../streams/core/config/endpoints.ts';
import { contentSecurityPolicy } from '../streams/core/config/contentSecurityPolicy.ts';

const isProfile = (value: string | undefined): value is Profile => value === 'sim' || value === 'mainnet';

/** `<meta charset>` must stay within the first 1024 bytes, so the policy goes right after it. */
const charsetMeta = /<meta charset="UTF-8"\s*\/?>/i;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The Content-Security-Policy of the production build (streams/core/config/contentSecurityPolicy.ts),
 * delivered three ways:
 * - `vite preview` sends it as a header (preview.headers);
 * - the built index.html carries it as `<meta http-equiv>` for static hosts that cannot set
 *   headers (without frame-ancestors, which a meta policy cannot carry);
 * - `dist/_headers` (Netlify / Cloudflare Pages format) for hosts that read it: the full header.
 * The dev server has none: its HMR client and React refresh need inline scripts and eval.
 * The profile is the build's default, VITE_PROFILE (from the environment or a .env file).
 */
export const contentSecurityPolicyPlugin = (): Plugin => {
  let profile: Profile = 'sim';
  return {
    name: 'callisto:content-security-policy',
    config(config, { mode, isPreview }) {
      const configured = loadEnv(mode, config.envDir ?? config.root ?? process.cwd(), 'VITE_').VITE_PROFILE;
      if (configured !== undefined && configured !== '' && !isProfile(configured)) {
        throw new Error(`VITE_PROFILE=${configured} is not a profile (sim or mainnet)`);
      }
      profile = isProfile(configured) ? configured : 'sim';
      if (isPreview) return { preview: { headers: { 'Content-Security-Policy': contentSecurityPolicy(profile, 'header') } } };
      return undefined;
    },
    transformIndexHtml(html, context) {
      if (context.server) return html;
      if (!charsetMeta.test(html)) throw new Error('index.html has no <meta charset="UTF-8">: nowhere to put the Content-Security-Policy');
      const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(profile, 'meta'))}" />`;
      return html.replace(charsetMeta, (charset) => `${charset}\n    ${meta}`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n  Content-Security-Policy: ${contentSecurityPolicy(profile, 'header')}\n` });
    },
  };
};
