// Review finding: en-AU and en-IN announce the playlist as "sports" (their models' name) but help
// and the category list offered en-GB's "sport".
import { translatorFor } from '../../src/skill/i18n';

describe('one playlist name per locale', () => {
  // en-AU and en-IN announce the playlist as "sports" (their models name it so), so help and
  // the category list must offer the same word, not en-GB's "sport".
  it.each(['en-GB', 'en-AU', 'en-IN', 'en-US', 'en-CA'])(
    '%s: help and the category list use its own name for sport',
    (locale) => {
      const t = translatorFor(locale);
      const name = t('category_sports');
      const word = new RegExp(`\\b${name}\\b`);
      expect(t('help')).toMatch(new RegExp(`play ${name},`));
      expect(t('category_list')).toMatch(word);
    },
  );
});
