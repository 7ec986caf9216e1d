// User and API text goes into SSML: titles such as "Q&A <live>" must not break the speech.
export function escapeSsml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/**
 * A title or name used inside a sentence: API titles often end in "?" or "!" ("Are foldable
 * phones finally worth it?"), which mid-sentence would be spoken as "…worth it?, from …".
 */
export function asPhrase(text: string): string {
  return text.trim().replace(/[\s.?!,;:…]+$/u, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The words of SSML as plain text (a card shows text; the local Echo prints what is said): a
 * break becomes a space, other tags go, entities are decoded.
 */
export function ssmlToText(ssml: string): string {
  return ssml
    .replace(/<break[^>]*\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
