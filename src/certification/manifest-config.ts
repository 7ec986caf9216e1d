// The manifest as published: the repository ships placeholders (example.com URLs) and the deploy
// step fills them from configuration. A placeholder is any URL on a reserved example or test
// domain (RFC 2606) — Amazon would publish a link nobody can open.
import type { Publication } from '../config/env';
import { ALEXA_PATH, PRIVACY_PATH, TERMS_PATH } from '../server/paths';

const RESERVED_HOST = /(^|\.)(example\.(com|net|org)|example|invalid|test|localhost)$/i;

export function isPlaceholderUrl(value: string): boolean {
  try {
    return RESERVED_HOST.test(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** Every string of the manifest that is a placeholder URL, by its JSON path. */
export function findPlaceholders(json: unknown, at = ''): string[] {
  if (typeof json === 'string') return isPlaceholderUrl(json) ? [at] : [];
  if (Array.isArray(json)) return json.flatMap((v, i) => findPlaceholders(v, `${at}[${i}]`));
  if (json && typeof json === 'object') {
    return Object.entries(json).flatMap(([k, v]) => findPlaceholders(v, at ? `${at}.${k}` : k));
  }
  return [];
}

/** Operator details the privacy and terms pages need; unset ones are placeholders too. */
export function missingOperatorDetails(p: Publication): string[] {
  return [...(p.operatorName ? [] : ['OPERATOR_NAME']), ...(p.operatorContact ? [] : ['OPERATOR_CONTACT'])];
}

type Json = Record<string, unknown>;

/**
 * The manifest with its endpoint and policy URLs on PUBLIC_BASE_URL. Only placeholders are
 * replaced: a URL an operator already set stays (and the ASK CLI sets a Lambda ARN itself).
 */
export function fillManifest(raw: unknown, p: Publication): unknown {
  const base = p.publicBaseUrl;
  if (!base) return raw;
  const copy = JSON.parse(JSON.stringify(raw)) as { manifest?: Json };
  const m = copy.manifest ?? {};
  const fill = (obj: Json | undefined, key: string, url: string) => {
    if (obj && typeof obj[key] === 'string' && isPlaceholderUrl(obj[key])) obj[key] = url;
  };
  const apis = m.apis as { custom?: { endpoint?: Json } } | undefined;
  fill(apis?.custom?.endpoint, 'uri', `${base}${ALEXA_PATH}`);
  // Skill events (SkillDisabled erases the listener) go to the same endpoint; on Lambda the
  // deploy step puts the function's ARN here instead (src/certification/events-endpoint.ts).
  const events = m.events as { endpoint?: Json } | undefined;
  fill(events?.endpoint, 'uri', `${base}${ALEXA_PATH}`);
  const pac = m.privacyAndCompliance as { locales?: Record<string, Json> } | undefined;
  for (const urls of Object.values(pac?.locales ?? {})) {
    fill(urls, 'privacyPolicyUrl', `${base}${PRIVACY_PATH}`);
    fill(urls, 'termsOfUseUrl', `${base}${TERMS_PATH}`);
  }
  return copy;
}
